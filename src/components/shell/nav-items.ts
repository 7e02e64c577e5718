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

/** The Get Started dropdown's four items. */
export const getStartedNav: NavItem[] = [
  { label: 'Post a Job', href: externalLinks.jobPostForm, external: leavesSite(externalLinks.jobPostForm) },
  { label: 'Browse Jobs', href: '/jobs' },
  { label: 'Learn About Recruiting', href: '/recruiting-training' },
  { label: 'Blog', href: '/blog' },
];

/** Whether a nav link is the current route (its section counts: /jobs/... highlights Browse Jobs). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
