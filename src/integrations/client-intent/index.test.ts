import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPreloads } from './index';

/** A built site's modules: the island imports a shared chunk, which imports another; one import is dynamic. */
function dist() {
  const dir = mkdtempSync(join(tmpdir(), 'intent-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/Board.js'), 'import{t as e}from"./react.js";import"./side.js";const x=()=>import("./later.js");');
  writeFileSync(join(dir, '_astro/react.js'), 'import{a}from"./runtime.js";export const t=1;');
  writeFileSync(join(dir, '_astro/runtime.js'), 'export const a=1;');
  writeFileSync(join(dir, '_astro/side.js'), '');
  writeFileSync(join(dir, '_astro/later.js'), '');
  writeFileSync(join(dir, '_astro/client.js'), 'import{t}from"./react.js";');
  return dir;
}

const island = (opts: string) =>
  `<astro-island uid="1" component-url="/_astro/Board.js" renderer-url="/_astro/client.js" client="intent" opts="{&quot;name&quot;:&quot;Board&quot;,&quot;value&quot;:${opts}}">x</astro-island>`;

describe('data-preload on client:intent islands', () => {
  it('lists every module the component and renderer import, directly or not, but no dynamic import', async () => {
    const html = `<html><body>${island('{&quot;when&quot;:&quot;[data-x]&quot;}')}</body></html>`;
    const marked = await markPreloads(html, dist());
    expect(/data-preload="([^"]*)"/.exec(marked)?.[1]).toBe('/_astro/react.js /_astro/runtime.js /_astro/side.js');
    expect(await markPreloads(marked, dist())).toBe(marked);
  });

  it('leaves an island without `when` (it never loads as the page opens) as it is', async () => {
    const html = `<html><body>${island('{&quot;cookie&quot;:&quot;c&quot;}')}</body></html>`;
    expect(await markPreloads(html, dist())).toBe(html);
  });
});
