/**
 * `_headers` and `_redirects` as Cloudflare Pages reads them: URL patterns with `*` splats and
 * `:name` placeholders; header rules accumulate (a `! Name` line removes a header); the first
 * matching redirect wins.
 */
export interface HeaderRule {
  pattern: string;
  set: [string, string][];
  remove: string[];
}
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

function compile(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '(?<splat>.*)')
    .replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${escaped}$`);
}

function substitute(target: string, groups: Record<string, string | undefined>): string {
  return target.replace(/:splat|:(\w+)/g, (m, name: string | undefined) => (name ? (groups[name] ?? m) : (groups.splat ?? '')));
}

function matchPath(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const m = compile(pattern).exec(pathname);
  return m ? { ...(m.groups ?? {}) } : null;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trimEnd();
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), set: [], remove: [] };
      rules.push(current);
    } else if (current) {
      const t = line.trim();
      if (t.startsWith('!')) current.remove.push(t.slice(1).trim().toLowerCase());
      else {
        const i = t.indexOf(':');
        if (i > 0) current.set.push([t.slice(0, i).trim(), t.slice(i + 1).trim()]);
      }
    }
  }
  return rules;
}

/** The headers every matching rule adds, in file order (same-name values are joined, as Cloudflare does). */
export function headersFor(rules: HeaderRule[], pathname: string): { set: Map<string, string>; remove: Set<string> } {
  const set = new Map<string, string>();
  const remove = new Set<string>();
  for (const rule of rules) {
    const groups = matchPath(rule.pattern, pathname);
    if (!groups) continue;
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const v = substitute(value, groups);
      set.set(key, set.has(key) ? `${set.get(key)}, ${v}` : v);
    }
    for (const name of rule.remove) remove.add(name);
  }
  return { set, remove };
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const [from, to, status] = line.split(/\s+/);
    if (!from || !to) continue;
    rules.push({ from, to, status: status ? Number(status) : 302 });
  }
  return rules;
}

export function findRedirect(rules: RedirectRule[], pathname: string): { to: string; status: number } | null {
  for (const rule of rules) {
    const groups = matchPath(rule.from, pathname);
    if (groups) return { to: substitute(rule.to, groups), status: rule.status };
  }
  return null;
}
