/** Whether a link leaves the site (and so opens in a new tab): an absolute http(s) URL. */
export function leavesSite(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Whether a website can be shown to visitors as a real one: an http(s) URL whose host is not one of the
 * names reserved for examples and tests (RFC 2606 and 6761: .example, .test, .invalid, .localhost, and
 * example.com, .net, .org), which the seed and test postings use.
 */
export function isRealSite(href: string | null | undefined): href is string {
  if (!href || !leavesSite(href)) return false;
  try {
    const host = new URL(href).hostname.toLowerCase().replace(/\.$/, '');
    return !/(^|\.)(example|test|invalid|localhost)$/.test(host) && !/(^|\.)example\.(com|net|org)$/.test(host);
  } catch {
    return false;
  }
}
