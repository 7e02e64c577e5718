/**
 * Named Bay Area regions (SPEC 5, Location filter): typing a region's name finds jobs in its cities.
 * Lower-case city names; 'Bay Area' and 'San Francisco Bay Area' cover every sub-region.
 */
const southBay = [
  'san jose',
  'santa clara',
  'sunnyvale',
  'mountain view',
  'cupertino',
  'campbell',
  'los gatos',
  'milpitas',
  'saratoga',
  'los altos',
  'morgan hill',
  'gilroy',
];
const eastBay = [
  'oakland',
  'berkeley',
  'fremont',
  'hayward',
  'alameda',
  'walnut creek',
  'concord',
  'san leandro',
  'pleasanton',
  'livermore',
  'richmond',
  'dublin',
  'san ramon',
  'union city',
  'emeryville',
  'lafayette',
  'danville',
];
const peninsula = [
  'san mateo',
  'palo alto',
  'redwood city',
  'menlo park',
  'burlingame',
  'daly city',
  'south san francisco',
  'san carlos',
  'belmont',
  'foster city',
  'millbrae',
  'san bruno',
  'half moon bay',
];
const northBay = ['san rafael', 'santa rosa', 'novato', 'petaluma', 'napa', 'mill valley', 'sausalito', 'vallejo', 'sonoma', 'larkspur', 'corte madera'];
const whole = ['san francisco', ...southBay, ...eastBay, ...peninsula, ...northBay];

export const BAY_AREA_REGIONS: Record<string, readonly string[]> = {
  'bay area': whole,
  'san francisco bay area': whole,
  'sf bay area': whole,
  'south bay': southBay,
  'east bay': eastBay,
  peninsula,
  'north bay': northBay,
};

/** The cities of a named region, or null when the text is not a region name. */
export function regionCities(text: string): readonly string[] | null {
  return BAY_AREA_REGIONS[text.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/**
 * Local names people type for a metro: its cities (lower-case, matched exactly, within its state) and the
 * place the distance search starts from. Checked before state codes, so "LA" means Los Angeles (Louisiana
 * is found by its name) (docs/DECISIONS.md).
 */
export interface LocalName {
  cities: readonly string[];
  state: string;
  /** What the gazetteer geocodes for the 50-mile radius. */
  place: string;
}
const nyc = { cities: ['new york', 'manhattan', 'brooklyn', 'queens', 'bronx', 'staten island'], state: 'NY', place: 'New York, NY' };
const dfw = {
  cities: ['dallas', 'fort worth', 'arlington', 'plano', 'irving', 'garland', 'frisco', 'mckinney', 'grand prairie', 'denton', 'carrollton', 'richardson', 'lewisville'],
  state: 'TX',
  place: 'Dallas, TX',
};
export const LOCAL_NAMES: Record<string, LocalName> = {
  sf: { cities: ['san francisco'], state: 'CA', place: 'San Francisco, CA' },
  la: { cities: ['los angeles'], state: 'CA', place: 'Los Angeles, CA' },
  nyc,
  'new york city': nyc,
  philly: { cities: ['philadelphia'], state: 'PA', place: 'Philadelphia, PA' },
  dfw,
  'dallas-fort worth': dfw,
  'dallas fort worth': dfw,
  nola: { cities: ['new orleans'], state: 'LA', place: 'New Orleans, LA' },
};

/** The metro a local name stands for ("SF", "L.A.", "NYC", "Philly", "DFW"), or null. */
export function localName(text: string): LocalName | null {
  return LOCAL_NAMES[text.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ')] ?? null;
}
