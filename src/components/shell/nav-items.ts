import { externalLinks } from '~/config/site';
import { leavesSite } from '~/lib/links';

export interface NavItem {
  label: string;
  href: string;
  external?: boolean;
}

/** Main navigation. Contact is kept apart and styled as a button. */
export const mainNav: NavItem[] = [
  { label: 'Browse Jobs', href: '/jobs' },
  { label: 'For Therapists', href: '/for-therapists' },
  { label: 'For Employers', href: '/for-employers' },
  { label: 'Blog', href: '/blog' },
];
export const contactNav: NavItem = { label: 'Contact', href: '/contact' };
/** The visitor's own page (saved jobs, applications, alerts); its count is filled in on the device. */
export const myJobsNav: NavItem = { label: 'My jobs', href: '/my-jobs' };

/** The employer's place: in the menus once a practice's person has signed in on this device. */
export const employerNav: NavItem = { label: 'Your practice', href: '/employer' };

/** The Get Started dropdown's four items. */
export const getStartedNav: NavItem[] = [
  { label: 'Post a Job', href: externalLinks.jobPostForm, external: leavesSite(externalLinks.jobPostForm) },
  { label: 'Browse Jobs', href: '/jobs' },
  { label: 'Learn About Recruiting', href: '/recruiting-training' },
  { label: 'Blog', href: '/blog' },
];

/** The phone menu lists each page once: the dropdown's items the main links already have are left out. */
export const getStartedMenu: NavItem[] = getStartedNav.filter((item) => !mainNav.some((m) => m.href === item.href));

/** Whether a nav link is the current route (its section counts: /jobs/... highlights Browse Jobs). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
