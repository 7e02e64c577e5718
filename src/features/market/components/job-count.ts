/** A market list tells the page which of its jobs expired since the build (counts and charts follow). */
export const JOBS_HIDDEN = 'market-jobs:hidden';

export interface HiddenJobs {
  jobs: { id: string; setting: string }[];
}
