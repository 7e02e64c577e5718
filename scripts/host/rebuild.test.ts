/**
 * The local host's rebuild: changes settle before a build (a burst is one build), one build runs at a time
 * (changes during it make exactly one more), the new site is swapped in and the host told, and a failed
 * build leaves the old site serving and says why.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRebuilder } from './rebuild';

describe('the local rebuild', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rebuild-'));
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist', 'index.html'), 'old');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  function rebuilder(build: (out: string, file: string) => Promise<void>, minGapMs?: number) {
    let swaps = 0;
    const lines: string[] = [];
    const r = createRebuilder({
      distDir: join(dir, 'dist'),
      dataDir: join(dir, 'data'),
      env: {},
      snapshot: async () => ({ listed: [], expired: [], underReview: [], responses: [] }),
      swapped: () => swaps++,
      log: (line) => lines.push(line),
      quietMs: 20,
      maxWaitMs: 200,
      minGapMs,
      build,
    });
    return { r, swaps: () => swaps, lines };
  }
  const writes =
    (text: string, wait = 0) =>
    async (out: string) => {
      await new Promise((r) => setTimeout(r, wait));
      await mkdir(out, { recursive: true });
      await writeFile(join(out, 'index.html'), text);
    };

  it('a stream of changes starts at most one build per gap: 100 changes over the gap are two builds, the last change in the second', async () => {
    let builds = 0;
    let seen = 0;
    let changes = 0;
    const { r } = rebuilder(async (out) => {
      builds++;
      seen = changes;
      await writes('new')(out);
    }, 1500);
    for (let i = 0; i < 100; i++) {
      changes++;
      r.changed();
      await new Promise((done) => setTimeout(done, 4));
    }
    // The first build started once the stream had waited its longest (200 ms); the rest wait for the gap.
    expect(builds).toBe(1);
    await r.settled();
    expect(builds).toBe(2);
    expect(seen).toBe(100);
  });

  it('keeps the old build’s scripts and styles beside the new ones, so a page opened before the swap still loads them', async () => {
    await mkdir(join(dir, 'dist', '_astro'));
    await writeFile(join(dir, 'dist', '_astro', 'island.old1.js'), 'old island');
    await writeFile(join(dir, 'dist', '_astro', 'shared.same1.js'), 'old text');
    const { r } = rebuilder(async (out) => {
      await writes('new')(out);
      await mkdir(join(out, '_astro'));
      await writeFile(join(out, '_astro', 'island.new2.js'), 'new island');
      await writeFile(join(out, '_astro', 'shared.same1.js'), 'new text');
    });
    r.changed();
    await r.settled();
    expect(await readFile(join(dir, 'dist', '_astro', 'island.new2.js'), 'utf8')).toBe('new island');
    expect(await readFile(join(dir, 'dist', '_astro', 'island.old1.js'), 'utf8')).toBe('old island');
    // The new build’s own file wins where both have one.
    expect(await readFile(join(dir, 'dist', '_astro', 'shared.same1.js'), 'utf8')).toBe('new text');
  });

  it('a burst of changes is one build; the new site is swapped in and the host told', async () => {
    let builds = 0;
    const { r, swaps } = rebuilder(async (out, file) => {
      builds++;
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ listed: [], expired: [], underReview: [], responses: [] });
      await writes('new')(out);
    });
    expect(r.status()).toMatchObject({ mode: 'local', state: 'idle', liveUntil: null });
    for (let i = 0; i < 5; i++) r.changed();
    expect(r.status().state).toBe('waiting');
    await r.settled();
    expect(builds).toBe(1);
    expect(swaps()).toBe(1);
    expect(await readFile(join(dir, 'dist', 'index.html'), 'utf8')).toBe('new');
    const done = r.status();
    expect(done).toMatchObject({ state: 'idle', error: null });
    expect(Date.parse(done.liveUntil!)).toBeLessThanOrEqual(Date.parse(done.builtAt!));
  });

  it('one build at a time: changes during a build make exactly one more after it', async () => {
    let running = 0;
    let most = 0;
    let builds = 0;
    const { r } = rebuilder(async (out) => {
      running++;
      most = Math.max(most, running);
      builds++;
      await writes(`build ${builds}`, 60)(out);
      running--;
    });
    r.changed();
    await new Promise((res) => setTimeout(res, 40));
    expect(r.status().state).toBe('building');
    r.changed();
    r.changed();
    await r.settled();
    expect(builds).toBe(2);
    expect(most).toBe(1);
    expect(await readFile(join(dir, 'dist', 'index.html'), 'utf8')).toBe('build 2');
  });

  it('a failed build leaves the old site serving and says why', async () => {
    const { r, swaps, lines } = rebuilder(async () => {
      throw new Error('the publishing guard refused: this build lists 0 jobs');
    });
    r.changed();
    await r.settled();
    expect(swaps()).toBe(0);
    expect(await readFile(join(dir, 'dist', 'index.html'), 'utf8')).toBe('old');
    expect(r.status()).toMatchObject({ state: 'failed', error: 'the publishing guard refused: this build lists 0 jobs' });
    expect(lines.at(-1)).toMatch(/^Site rebuild failed: the publishing guard refused/);
  });
});
