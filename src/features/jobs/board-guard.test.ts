import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoardSize } from './board-guard';
import { guardPublishing, liveJobCount } from './board-guard.server';

describe('checkBoardSize', () => {
  it('refuses an empty board, with or without a live site', () => {
    for (const live of [null, 0, 85]) {
      const r = checkBoardSize({ listed: 0, live, liveSource: 'x', allowShrink: false });
      expect(r.ok).toBe(false);
      expect(r.message).toMatch(/^Refusing to publish the job board: this build read 0 listed jobs; .* Set ALLOW_BOARD_SHRINK=1 to publish it anyway\.$/);
    }
  });
  it('refuses fewer than half of what the live site lists, and accepts exactly half', () => {
    expect(checkBoardSize({ listed: 42, live: 85, liveSource: 'https://x/jobs/count.json', allowShrink: false })).toEqual({
      ok: false,
      message:
        'Refusing to publish the job board: this build lists 42 jobs, fewer than half of the 85 the live site lists (https://x/jobs/count.json). Set ALLOW_BOARD_SHRINK=1 to publish it anyway.',
    });
    expect(checkBoardSize({ listed: 43, live: 86, liveSource: 's', allowShrink: false }).ok).toBe(true);
    expect(checkBoardSize({ listed: 1, live: null, liveSource: 'not reachable', allowShrink: false })).toEqual({
      ok: true,
      message: 'Publishing 1 listed jobs; no live count (not reachable).',
    });
  });
  it("counts jobs frozen after reports as the board's: a board its reporters froze whole still builds", () => {
    expect(checkBoardSize({ listed: 0, underReview: 85, live: 85, liveSource: 's', allowShrink: false })).toEqual({
      ok: true,
      message: 'Publishing 0 listed jobs and 85 under review; the live site lists 85 (s).',
    });
    expect(checkBoardSize({ listed: 20, underReview: 23, live: 85, liveSource: 's', allowShrink: false }).ok).toBe(true);
    expect(checkBoardSize({ listed: 0, underReview: 0, live: 85, liveSource: 's', allowShrink: false }).ok).toBe(false);
  });
  it('publishes a shrink on purpose with ALLOW_BOARD_SHRINK=1, and says so', () => {
    expect(checkBoardSize({ listed: 0, live: 85, liveSource: 's', allowShrink: true }).message).toMatch(
      /^Publishing 0 listed jobs although .*because ALLOW_BOARD_SHRINK=1\.$/,
    );
  });
});

describe('guardPublishing against a live site', () => {
  let server: Server;
  let site = '';
  let answer: { status: number; body: string } = { status: 200, body: JSON.stringify({ jobs: Array.from({ length: 85 }, (_, i) => ({ id: String(i) })) }) };
  const dir = mkdtempSync(join(tmpdir(), 'guard-'));
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url !== '/jobs/count.json') return void res.writeHead(404).end();
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the live count from /jobs/count.json, and null when it cannot', async () => {
    expect(await liveJobCount(site)).toEqual({ count: 85, source: `${site}/jobs/count.json` });
    answer = { status: 503, body: '' };
    expect((await liveJobCount(site)).count).toBeNull();
    answer = { status: 200, body: '<html>' };
    expect((await liveJobCount(site)).count).toBeNull();
    expect((await liveJobCount('http://127.0.0.1:9')).source).toMatch(/not reachable/);
    answer = { status: 200, body: JSON.stringify({ jobs: Array.from({ length: 85 }, (_, i) => ({ id: String(i) })) }) };
  });
  it('fails a build that would halve the board, passes one that keeps it, and writes the Actions summary', async () => {
    const summary = join(dir, 'summary.md');
    await expect(guardPublishing(40, { SITE_URL: site })).rejects.toThrow(
      'Refusing to publish the job board: this build lists 40 jobs, fewer than half of the 85',
    );
    expect(await guardPublishing(84, { SITE_URL: site, GITHUB_STEP_SUMMARY: summary })).toBe(
      `Publishing 84 listed jobs; the live site lists 85 (${site}/jobs/count.json).`,
    );
    expect(readFileSync(summary, 'utf8')).toContain('Publishing 84 listed jobs');
    await expect(guardPublishing(0, {})).rejects.toThrow('this build read 0 listed jobs');
    expect(await guardPublishing(0, { SITE_URL: site }, fetch, 85)).toMatch(/^Publishing 0 listed jobs and 85 under review/);
    await expect(guardPublishing(40, { SITE_URL: site, ALLOW_BOARD_SHRINK: '1' })).resolves.toMatch(/because ALLOW_BOARD_SHRINK=1/);
  });
  it('under CI refuses to publish without SITE_URL, and compares with no live site for a localhost build', async () => {
    await expect(guardPublishing(84, { CI: 'true' })).rejects.toThrow('SITE_URL is not set, and this build runs under CI');
    await expect(guardPublishing(84, { CI: '1', SITE_URL: '' })).rejects.toThrow('SITE_URL is not set');
    expect(await guardPublishing(84, { CI: 'false' })).toMatch(/SITE_URL is not set, so there is no live site/);
    expect(await guardPublishing(84, { CI: 'true', SITE_URL: 'http://localhost:4321' })).toMatch(/SITE_URL is localhost \(a local build\)/);
  });
});
