/** Page data for the market routes, from the content collections and the build's one bulk read. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { absoluteUrl } from '~/config/site';
import type { JobSummary } from '~/domain/job-summary';
import { getJobSummaries } from '~/features/jobs/summaries.server';
import { landingJobs, marketStats, stateJobs } from './market';

export type StateInfo = CollectionEntry<'states'>['data'];
export type CityInfo = CollectionEntry<'cities'>['data'];

export function breadcrumbLd(items: [string, string][]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(path) })),
  };
}

export interface MarketProps<T> {
  info: T;
  jobs: JobSummary[];
  stats: ReturnType<typeof marketStats>;
}

/** Every listed job's summary, newest first as the store returned them. */
const listedSummaries = async () => [...(await getJobSummaries()).values()];

export async function statePaths() {
  const [states, all] = await Promise.all([getCollection('states'), listedSummaries()]);
  const cities = await getCollection('cities');
  return states.map(({ data }) => {
    const jobs = stateJobs(all, data.abbreviation);
    // Each major city links to its own page when the site has one, else to the board searched there.
    const cityLinks = data.majorCities.map((name) => {
      const page = cities.find((c) => c.data.name === name && c.data.stateAbbr === data.abbreviation);
      return { name, href: page ? `/physical-therapy-jobs/${page.data.slug}` : `/jobs?location=${encodeURIComponent(`${name}, ${data.abbreviation}`)}` };
    });
    return { params: { state: data.slug }, props: { info: data, jobs, stats: marketStats(jobs), cityLinks } satisfies StateProps };
  });
}

export interface StateProps extends MarketProps<StateInfo> {
  cityLinks: { name: string; href: string }[];
}

export async function landingPaths() {
  const [cities, all] = await Promise.all([getCollection('cities'), listedSummaries()]);
  return cities.map(({ data }) => {
    const jobs = landingJobs(all, data);
    return { params: { citySlug: data.slug }, props: { info: data, jobs, stats: marketStats(jobs) } satisfies MarketProps<CityInfo> };
  });
}
