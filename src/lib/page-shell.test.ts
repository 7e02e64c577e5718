import { describe, expect, it } from 'vitest';
import { fillPageShell, PAGE_SHELL } from './page-shell';

const shell = `<html><head><title>${PAGE_SHELL.title} | Site</title><link rel="canonical" href="https://x/page-shell"><meta property="og:url" content="https://x/page-shell"><meta property="og:title" content="${PAGE_SHELL.title}"></head>
<body><header>Site</header><h1>${PAGE_SHELL.heading}</h1><div>${PAGE_SHELL.body}</div><footer>f</footer></body></html>`;

describe('the page shell for function pages', () => {
  it('puts the escaped title and the body into the site layout, without the shell’s own canonical URL', () => {
    const html = fillPageShell(shell, 'You & <me>', '<p>Done. $& stays as typed</p>')!;
    expect(html).toContain('<title>You &amp; &lt;me&gt; | Site</title>');
    expect(html).toContain('<h1>You &amp; &lt;me&gt;</h1>');
    expect(html).toContain('<div><p>Done. $& stays as typed</p></div>');
    expect(html).toContain('<header>Site</header>');
    expect(html).not.toContain('page-shell');
    expect(html).not.toContain('PAGE_SHELL');
  });
  it("puts a title's $ patterns in as typed: an applicant named $` $' $& copies none of the shell into the page", () => {
    const html = fillPageShell(shell, "Application from $` $' $& $$", '<p>b</p>')!;
    expect(html).toContain('<h1>Application from $` $&#39; $&amp; $$</h1>');
    expect(html.match(/<header>/g)).toHaveLength(1);
    expect(html.match(/<html>/g)).toHaveLength(1);
  });
  it('refuses a shell without the placeholders (the caller falls back to a plain page)', () => {
    expect(fillPageShell('<html></html>', 't', 'b')).toBeNull();
  });
});
