/** A market list tells the page how many of its jobs expired since the build (the number, as detail). */
export const JOBS_HIDDEN = 'market-jobs:hidden';
