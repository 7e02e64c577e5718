/** Whether a link leaves the site (and so opens in a new tab): an absolute http(s) URL. */
export function leavesSite(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
