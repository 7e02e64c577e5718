/**
 * The private links this device keeps once the visitor has opened them from a mail: My applications and
 * the page that manages their job alerts. My jobs links to them; nothing else reads them, nothing leaves
 * the browser, and "Forget" removes them.
 */
export const DEVICE_LINKS = {
  applications: { key: 'rehabmatch:applications-link', path: '/applications/mine' },
  alerts: { key: 'rehabmatch:alerts-link', path: '/alerts/manage' },
} as const;
export type DeviceLinkKind = keyof typeof DEVICE_LINKS;

/** Only our own page with a token: anything else in storage (edited by hand, an old format) is ignored. */
function valid(kind: DeviceLinkKind, href: unknown): href is string {
  if (typeof href !== 'string' || href.length > 2000) return false;
  try {
    const url = new URL(href, 'https://x.invalid');
    return url.origin === 'https://x.invalid' && url.pathname === DEVICE_LINKS[kind].path && Boolean(url.searchParams.get('token'));
  } catch {
    return false;
  }
}

export function keptLink(kind: DeviceLinkKind, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    const href = storage?.getItem(DEVICE_LINKS[kind].key);
    return valid(kind, href) ? href : null;
  } catch {
    return null;
  }
}

/** Keeps the link (a path with its query), or with null forgets it. Blocked storage keeps nothing. */
export function keepLink(
  kind: DeviceLinkKind,
  href: string | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (href && valid(kind, href)) storage?.setItem(DEVICE_LINKS[kind].key, href);
    else storage?.removeItem(DEVICE_LINKS[kind].key);
  } catch {
    // private mode or a full quota
  }
}
