/**
 * Named Bay Area regions: typing a region's name finds jobs in its cities.
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

const BAY_AREA_REGIONS: Record<string, readonly string[]> = {
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
 * Local names people type for a metro, and the place they stand for: the place's city (in its state) and
 * every job within the search radius of it match, so "DFW" finds Fort Worth and "NYC" Brooklyn by distance.
 * Checked before state codes: "LA" means Los Angeles; Louisiana is found by its name (docs/DECISIONS.md).
 * Boroughs, neighbourhoods and regions of the metros we cover stand for a place in them the
 * gazetteer knows; a name that is also a town elsewhere means the one in our metros ("Hollywood" is Los
 * Angeles here, not Florida: our jobs are there).
 */
export const LOCAL_NAMES: Record<string, string> = {
  sf: 'San Francisco, CA',
  'san fran': 'San Francisco, CA',
  frisco: 'San Francisco, CA',
  la: 'Los Angeles, CA',
  nyc: 'New York, NY',
  philly: 'Philadelphia, PA',
  dfw: 'Dallas, TX',
  // New York's boroughs and neighbourhoods.
  manhattan: 'New York, NY',
  brooklyn: 'Brooklyn, NY',
  queens: 'Jamaica, NY',
  bronx: 'Bronx, NY',
  'the bronx': 'Bronx, NY',
  'staten island': 'Staten Island, NY',
  harlem: 'New York, NY',
  // Los Angeles and Southern California.
  hollywood: 'Los Angeles, CA',
  'west la': 'Los Angeles, CA',
  'west los angeles': 'Los Angeles, CA',
  'san fernando valley': 'Van Nuys, CA',
  'the valley': 'Van Nuys, CA',
  'orange county': 'Santa Ana, CA',
  oc: 'Santa Ana, CA',
  'inland empire': 'Riverside, CA',
  ie: 'Riverside, CA',
  // The Bay Area's valley (its other regions are region lists above).
  'silicon valley': 'San Jose, CA',
  // Other metros.
  chicagoland: 'Chicago, IL',
  'the loop': 'Chicago, IL',
  'twin cities': 'Minneapolis, MN',
  'dc metro': 'Washington, DC',
  dmv: 'Washington, DC',
  'south florida': 'Fort Lauderdale, FL',
  'tampa bay': 'Tampa, FL',
  'research triangle': 'Raleigh, NC',
  'the triangle': 'Raleigh, NC',
  'main line': 'Philadelphia, PA',
};

/** The place a local name stands for ("SF", "NYC", "Manhattan", "Orange County"), as "City, ST", or null. */
export function localName(text: string): string | null {
  return LOCAL_NAMES[text.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
