import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html, the one way to write HTML outside a component', () => {
  it('escapes every value, in text and in attributes', () => {
    const name = `<script>alert("x")</script> & 'co'`;
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>',
    );
  });
  it('nests html and lists of it without escaping twice; null, undefined and false write nothing', () => {
    const items = ['a<b', 'c'].map((i) => html`<li>${i}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.toString()).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });
});
