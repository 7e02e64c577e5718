/**
 * Named Bay Area regions: typing a region's name finds jobs in its cities.
 * Lower-case city names; 'Bay Area' and 'San Francisco Bay Area' cover every sub-region.
 */
import { stateAbbr, US_STATES } from '~/domain/us-states';
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

// Southern and Northern California as people say them: their larger cities.
const socal = [
  'los angeles',
  'san diego',
  'long beach',
  'anaheim',
  'santa ana',
  'irvine',
  'riverside',
  'san bernardino',
  'pasadena',
  'glendale',
  'burbank',
  'torrance',
  'ontario',
  'oxnard',
  'ventura',
  'thousand oaks',
  'santa monica',
  'huntington beach',
  'oceanside',
  'escondido',
  'chula vista',
  'carlsbad',
  'temecula',
  'palm springs',
  'santa barbara',
  'corona',
  'fontana',
  'rancho cucamonga',
  'van nuys',
  'el cajon',
  'costa mesa',
  'newport beach',
  'mission viejo',
  'orange',
  'fullerton',
  'west covina',
  'pomona',
  'lancaster',
  'palmdale',
  'santa clarita',
  'bakersfield',
  'inglewood',
  'downey',
  'whittier',
  'la jolla',
  'encinitas',
  'murrieta',
  'moreno valley',
  'redlands',
];
const norcal = [
  'sacramento',
  'fresno',
  'stockton',
  'modesto',
  'roseville',
  'chico',
  'redding',
  'davis',
  'elk grove',
  'folsom',
  'santa cruz',
  'monterey',
  'salinas',
  'eureka',
  ...whole,
];

const BAY_AREA_REGIONS: Record<string, readonly string[]> = {
  socal,
  'so cal': socal,
  'southern california': socal,
  'southern ca': socal,
  norcal,
  'nor cal': norcal,
  'northern california': norcal,
  'northern ca': norcal,
  'bay area': whole,
  'san francisco bay area': whole,
  'sf bay area': whole,
  'south bay': southBay,
  'east bay': eastBay,
  peninsula,
  'north bay': northBay,
};

/** How the board names a region it searched ("the Bay Area"), from any of its names. */
function regionName(text: string): string | null {
  const cities = regionCities(text);
  if (!cities) return null;
  if (cities === socal) return 'Southern California';
  if (cities === norcal) return 'Northern California';
  if (cities === whole) return 'the Bay Area';
  return titleCase(text.trim().toLowerCase().replace(/\s+/g, ' ')) + ' (Bay Area)';
}
const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase());

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
  // Neighbourhoods of the big cities mean their city, never a small town elsewhere that shares the name.
  'silver lake': 'Los Angeles, CA',
  silverlake: 'Los Angeles, CA',
  'echo park': 'Los Angeles, CA',
  'los feliz': 'Los Angeles, CA',
  koreatown: 'Los Angeles, CA',
  'downtown la': 'Los Angeles, CA',
  dtla: 'Los Angeles, CA',
  westwood: 'Los Angeles, CA',
  brentwood: 'Los Angeles, CA',
  'venice beach': 'Los Angeles, CA',
  'studio city': 'Los Angeles, CA',
  'north hollywood': 'Los Angeles, CA',
  'mission valley': 'San Diego, CA',
  'la jolla': 'San Diego, CA',
  'pacific beach': 'San Diego, CA',
  'north park': 'San Diego, CA',
  hillcrest: 'San Diego, CA',
  buckhead: 'Atlanta, GA',
  'midtown atlanta': 'Atlanta, GA',
  'virginia highland': 'Atlanta, GA',
  'lincoln park': 'Chicago, IL',
  'wicker park': 'Chicago, IL',
  lakeview: 'Chicago, IL',
  'river north': 'Chicago, IL',
  'the heights': 'Houston, TX',
  'houston heights': 'Houston, TX',
  'the woodlands': 'Spring, TX',
  'uptown dallas': 'Dallas, TX',
  'deep ellum': 'Dallas, TX',
  'capitol hill': 'Seattle, WA',
  ballard: 'Seattle, WA',
  'back bay': 'Boston, MA',
  'south end': 'Boston, MA',
  'jamaica plain': 'Boston, MA',
  'center city': 'Philadelphia, PA',
  'south beach': 'Miami Beach, FL',
  'little havana': 'Miami, FL',
  lodo: 'Denver, CO',
  'cherry creek': 'Denver, CO',
  'the mission': 'San Francisco, CA',
  'mission district': 'San Francisco, CA',
  soma: 'San Francisco, CA',
};

/** The place a local name stands for ("SF", "NYC", "Manhattan", "Orange County"), as "City, ST", or null. */
export function localName(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const whole = LOCAL_NAMES[t];
  if (whole) return whole;
  // "Silver Lake, CA", "Buckhead, Atlanta", "Buckhead Atlanta GA": the name, then its own state or city.
  const m = /^(.+?),? (.+)$/.exec(t);
  for (let cut = t.indexOf(' '); m && cut > 0; cut = t.indexOf(' ', cut + 1)) {
    const place = LOCAL_NAMES[t.slice(0, cut).replace(/,$/, '')];
    if (!place) continue;
    const rest = t
      .slice(cut + 1)
      .replace(/,/g, '')
      .trim();
    const [city, st] = place.toLowerCase().split(', ');
    if ([st, city, `${city} ${st}`, stateName(st!)].includes(rest)) return place;
  }
  return null;
}
const STATE_NAME: Record<string, string> = Object.fromEntries(Object.entries(US_STATES).map(([code, name]) => [code.toLowerCase(), name.toLowerCase()]));
const stateName = (st: string) => STATE_NAME[st] ?? st;

/** The name of a place the board searches without a lookup: a state, the start of one's name, or a region. */
export function placeWithoutLookup(text: string): string | null {
  const t = text.trim();
  const abbr = stateAbbr(t);
  if (abbr) return US_STATES[abbr] ?? abbr;
  const region = regionName(t);
  if (region) return region;
  const named = t.length >= 4 ? Object.values(US_STATES).find((n) => n.toLowerCase().startsWith(t.toLowerCase())) : undefined;
  return named ?? null;
}
