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
  it('sends the old city jobs pages to the one page per city, for good', () => {
    expect(findRedirect(rules, '/jobs/city/atlanta')).toEqual({ to: '/physical-therapy-jobs/atlanta', status: 301 });
    expect(findRedirect(rules, '/jobs/city')).toBeNull();
    expect(findRedirect(rules, '/jobs/atlanta')).toBeNull();
  });
  it('stays within Cloudflare limits: 2,000 static rules, 100 dynamic ones', () => {
    const dynamic = rules.filter((r) => r.from.includes('*') || r.from.includes(':'));
    expect(rules.length - dynamic.length).toBeLessThan(2000);
    expect(dynamic.map((r) => r.from)).toEqual(['/jobs/city/:city']);
  });
});
