/**
 * The site's identity and every external link, in one place.
 *
 * Read at build time and by functions; islands receive what they need as props. PRODUCT_NAME,
 * STAFF_EMAIL and SITE_URL may be overridden by environment variables of the same names.
 */
const env: Record<string, string | undefined> =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};

const productName = env.PRODUCT_NAME?.trim() || 'RehabMatch';

export const site = {
  /** Shown in the logo and titles; a job whose employer_name equals it is a recruiting-partner job. */
  name: productName,
  /** Lower-case, letters and digits only: used in the saved-jobs cookie name. */
  key: productName.toLowerCase().replace(/[^a-z0-9]+/g, ''),
  tagline: 'Find your dream job, or your ideal team member.',
  description:
    'The job board for physical therapists, PTAs and OTs: verified jobs nationwide, and recruiting services for PT clinics. Free for candidates.',
  keywords: 'physical therapy jobs, PT jobs, PTA jobs, OT jobs, physical therapist recruiting, rehab jobs',
  staffEmail: env.STAFF_EMAIL?.trim() || 'team@rehabmatch.example',
  url: (env.SITE_URL?.trim() || 'http://localhost:4321').replace(/\/$/, ''),
  /** Fixed hosted image used for social sharing unless a page sets its own. */
  socialImage: '/og-default.png',
  copyrightYear: 2024,
  /** Default title and description (the spec's "default job-search" head). */
  defaultTitle: 'Physical Therapy Jobs | PT, PTA & OT Jobs Nationwide',
  defaultDescription:
    'Browse verified physical therapy jobs nationwide. Save jobs, get weekly job emails and apply in minutes. Free for candidates.',
} as const;

/** External destinations. Each opens in a new tab with rel="noopener noreferrer". */
export const externalLinks = {
  candidateProfileForm: 'https://forms.gle/rehabmatch-candidate-profile',
  therapistBrochure: 'https://drive.google.com/rehabmatch-therapist-brochure',
  employerBrochure: 'https://drive.google.com/rehabmatch-employer-brochure',
  schedulingPage: 'https://calendly.com/rehabmatch/consultation',
  jobPostForm: 'https://forms.gle/rehabmatch-post-a-job',
  linkedIn: 'https://www.linkedin.com/company/rehabmatch',
} as const;

export type ExternalLinkKey = keyof typeof externalLinks;

/** Name of the cookie that keeps saved jobs (SPEC 9: "{product}_saved_jobs", 30 days). */
export const savedJobsCookieName = `${site.key}_saved_jobs`;
export const savedJobsCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

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
