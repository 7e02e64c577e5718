/** Route segments that pages own. No imports, so astro.config.mjs can read it too. */
/** The 10 known state slugs. */
export const STATE_SLUGS = ['california', 'florida', 'new-york', 'texas', 'illinois', 'pennsylvania', 'ohio', 'georgia', 'north-carolina', 'michigan'] as const;

/** The 12 known city slugs. */
export const CITY_SLUGS = [
  'san-francisco',
  'atlanta',
  'dallas',
  'chicago',
  'new-york',
  'los-angeles',
  'houston',
  'phoenix',
  'philadelphia',
  'san-antonio',
  'san-diego',
  'san-jose',
] as const;

/**
 * Single segments under /jobs/ that a job slug may never take, because a page already lives there:
 * the state pages, /jobs/city/*, the static job pages and the feeds.
 */
export const RESERVED_JOB_SLUGS: ReadonlySet<string> = new Set<string>([
  ...STATE_SLUGS,
  'city',
  'feed.xml',
  'rss.xml',
  'data',
  'orthopedic-pt-west-la',
  'pta-morro-bay',
  'hospital-pt-mountain-view',
  'locum-hospital-pt-mountain-view',
  'index',
  '404',
  'page',
]);
