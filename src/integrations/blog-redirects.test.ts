import { describe, expect, it } from 'vitest';
import { parseRedirects, findRedirect } from '../server/pages-host/cloudflare-rules';
import { blogRedirects } from './blog-redirects';

describe('blog redirects', () => {
  const rules = parseRedirects(blogRedirects([1, 2, 3, 4]));
  it('sends unknown ids to the blog list and never a real article', () => {
    for (const id of [1, 2, 3, 4]) expect(findRedirect(rules, `/blog/${id}`)).toBeNull();
    expect(findRedirect(rules, '/blog/0')).toEqual({ to: '/blog', status: 302 });
    expect(findRedirect(rules, '/blog/5')).toEqual({ to: '/blog', status: 302 });
    expect(findRedirect(rules, '/blog/104')).toEqual({ to: '/blog', status: 302 });
    expect(findRedirect(rules, '/blog')).toBeNull();
    expect(findRedirect(rules, '/blog/')).toBeNull();
  });
  it('stays within Cloudflare static-rule limits', () => {
    expect(rules.length).toBeLessThan(2000);
    expect(rules.every((r) => !r.from.includes('*') && !r.from.includes(':'))).toBe(true);
  });
});
