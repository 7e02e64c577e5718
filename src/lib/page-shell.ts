/**
 * Filling the site's page shell (src/pages/page-shell.astro, built to /page-shell) for HTML a function
 * answers. Pure: the function passes the shell's text, already escaped title and body HTML.
 */
import { escapeHtml } from './html';

export const PAGE_SHELL = {
  path: '/page-shell',
  title: 'PAGE_SHELL_TITLE',
  heading: 'PAGE_SHELL_HEADING',
  body: '<!--page-shell-body-->',
} as const;

/** The shell with this page's title (plain text) and body (HTML); the shell's canonical link is dropped. */
export function fillPageShell(shell: string, title: string, bodyHtml: string): string | null {
  if (!shell.includes(PAGE_SHELL.heading) || !shell.includes(PAGE_SHELL.body)) return null;
  const safe = escapeHtml(title);
  return (
    shell
      .replace(/<link rel="canonical"[^>]*>/g, '')
      .replace(/<meta property="og:url"[^>]*>/g, '')
      // Function replacements: visitor text (an applicant's name in a title) is inserted as it is, never read
      // as a pattern ($& or $` would copy the shell around it into the page).
      .replaceAll(PAGE_SHELL.title, () => safe)
      .replace(PAGE_SHELL.heading, () => safe)
      .replace(PAGE_SHELL.body, () => bodyHtml)
  );
}
