/**
 * The site's identity and every external link, in one place.
 *
 * Build time and server code only (pages, functions, scripts): PRODUCT_NAME, STAFF_EMAIL and SITE_URL
 * come from the environment through the one parser, src/config/env.ts, leniently: this module is loaded
 * wherever a function is (a Worker must start whatever its configuration), so an invalid value falls
 * back to its default here and is reported by the composition root (a 503 naming it) and the build. Client code reads
 * src/config/public.ts (astro:env/client) or gets values as props.
 */
import { parseEnvLenient, type PublicLinkKey } from './env';
import { DEFAULT_PRODUCT_NAME, productKey } from './product-key';

const env = parseEnvLenient((globalThis as { process?: { env?: Record<string, unknown> } }).process?.env ?? {});
const productName = env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME;

export const site = {
  /** Shown in the logo and titles; a job whose employer_name equals it is a recruiting-partner job. */
  name: productName,
  /** Lower-case, letters and digits only: used in cookie and storage keys. */
  key: productKey(productName),
  tagline: 'Find your dream job, or your ideal team member.',
  description: 'The job board for physical therapists, PTAs and OTs: verified jobs nationwide, and recruiting services for PT clinics. Free for candidates.',
  keywords: 'physical therapy jobs, PT jobs, PTA jobs, OT jobs, physical therapist recruiting, rehab jobs',
  staffEmail: env.STAFF_EMAIL ?? 'team@rehabmatch.example',
  url: (env.SITE_URL ?? 'http://localhost:4321').replace(/\/$/, ''),
  /** Fixed hosted image used for social sharing unless a page sets its own. */
  socialImage: '/og-default.png',
  /** The year the site began; the footer runs its notice to the build's year (2024 beside 2026 articles looked abandoned). */
  copyrightYear: 2024,
  /** Default title and description (the spec's "default job-search" head). */
  defaultTitle: 'Physical Therapy Jobs | PT, PTA & OT Jobs Nationwide',
  defaultDescription: 'Browse verified physical therapy jobs nationwide. Save jobs, get weekly job emails and apply in minutes. Free for candidates.',
} as const;

/**
 * External destinations, from PUBLIC_* variables (https only, checked by the env parser); each opens in a
 * new tab with rel="noopener noreferrer". Unset (a local or demo build; the deploy workflow refuses to
 * build with any unset), each leads to the page of this site that does the same job, in the same tab:
 * posting a job to /post-a-job, the brochures to the PDFs this site builds (content/brochures), scheduling
 * and the candidate profile to /contact; the social profile link is left out.
 */
export const externalLinks = resolveExternalLinks(env);

export function resolveExternalLinks(config: Partial<Record<PublicLinkKey, string>>) {
  return {
    candidateProfileForm: config.PUBLIC_CANDIDATE_PROFILE_URL ?? '/profile',
    therapistBrochure: config.PUBLIC_CANDIDATE_BROCHURE_URL ?? '/brochures/therapists.pdf',
    employerBrochure: config.PUBLIC_EMPLOYER_BROCHURE_URL ?? '/brochures/employers.pdf',
    schedulingPage: config.PUBLIC_SCHEDULING_URL ?? '/contact',
    jobPostForm: config.PUBLIC_POST_JOB_URL ?? '/post-a-job',
    socialProfile: config.PUBLIC_SOCIAL_PROFILE_URL ?? null,
  } as const;
}

/**
 * A page's public path from the URL Astro renders it at. The build writes /about as about.html
 * (`build.format: 'file'`), and during the build Astro.url.pathname says so: /about.html,
 * /blog/index.html. Visitors, canonical links and sitemaps use /about and /blog.
 */
export function publicPath(pathname: string): string {
  return pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}

/** Absolute URL on this site. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}
