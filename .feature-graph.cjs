/**
 * Which feature may import which: read by .dependency-cruiser.cjs for TypeScript and by
 * tests/unit/feature-graph.test.ts for .astro files, which dependency-cruiser does not parse (the test
 * also fails on a cycle in this graph). A feature not named on the left imports no other feature. Pages
 * compose features freely.
 */
module.exports = {
  alerts: ['board', 'jobs', 'location'],
  applications: ['auth', 'forms', 'job-checks'],
  board: ['applications', 'jobs', 'location', 'market', 'saved-jobs'],
  forms: ['business'],
  jobs: ['applications', 'auth', 'job-checks', 'location'],
  market: ['applications', 'jobs'],
  'my-jobs': ['applications', 'saved-jobs'],
  marketing: ['business'],
  policies: ['business'],
  publishing: ['jobs'],
  reports: ['forms', 'job-checks'],
  'saved-jobs': ['jobs', 'job-checks'],
  staff: ['auth', 'jobs', 'reports'],
};
