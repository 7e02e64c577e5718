/** The map drawn at build time: every state a shape, metros inside the frame, counts and links right, and its size in budget. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:content', () => ({
  getCollection: async (name: string) =>
    name === 'states' ? [{ data: { abbreviation: 'TX', slug: 'texas' } }] : [{ data: { name: 'Dallas', stateAbbr: 'TX', slug: 'dallas' } }],
}));
const { jobsMap, MAP_HEIGHT, MAP_WIDTH, relativePath, shade, stateShapes } = await import('./us-map.server');

describe('the jobs map', () => {
  it('draws the 50 states and DC, small enough to send with the page', () => {
    const shapes = stateShapes();
    expect(shapes.size).toBe(51);
    const all = [...shapes.values()].map((s) => s.d).join('');
    expect(all).toMatch(/^m/);
    // The outlines are the bulk of the map: well within its 30 KB.
    expect(gzipSync(all).length).toBeLessThan(12 * 1024);
  });

  it('counts jobs by state and metro, placing metros in the frame and linking each to its page', async () => {
    const jobs = [
      { state: 'TX', city: 'Dallas', lat: 32.78, lng: -96.8 },
      { state: 'TX', city: 'Dallas', lat: 32.78, lng: -96.8 },
      { state: 'TX', city: 'Austin', lat: 30.27, lng: -97.74 },
      { state: 'OH', city: 'Columbus', lat: 39.96, lng: -83 },
    ];
    const map = await jobsMap(jobs);
    expect(map.total).toBe(4);
    expect(map.states.find((s) => s.code === 'TX')).toMatchObject({ jobs: 3, href: '/jobs/texas', name: 'Texas' });
    expect(map.states.find((s) => s.code === 'OH')).toMatchObject({ jobs: 1, href: '/jobs?location=Ohio' });
    expect(map.states.find((s) => s.code === 'WY')).toMatchObject({ jobs: 0 });
    expect(map.metros.map((m) => [m.key, m.jobs, m.href])).toEqual([
      ['Dallas, TX', 2, '/physical-therapy-jobs/dallas'],
      ['Austin, TX', 1, '/jobs?location=Austin%2C%20TX'],
      ['Columbus, OH', 1, '/jobs?location=Columbus%2C%20OH'],
    ]);
    for (const m of map.metros) {
      expect(m.x).toBeGreaterThan(0);
      expect(m.x).toBeLessThan(MAP_WIDTH);
      expect(m.y).toBeGreaterThan(0);
      expect(m.y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it('shades by quarter of the busiest state', () => {
    expect([0, 1, 25, 26, 50, 75, 100].map((n) => shade(n, 100))).toEqual([0, 1, 1, 2, 2, 3, 4]);
    expect(shade(3, 0)).toBe(0);
  });
});

describe('an outline in relative moves', () => {
  it('draws the same points as the absolute path, and leaves out rings of fewer than three points', () => {
    const d = 'M648,492L648,492L648,492ZM642,384L689,380L702,427L642,384ZM10,10L12,8L10,10Z';
    const rel = relativePath(d);
    expect(rel).toBe('m642 384l47-4 13 47-60-43z');
    // Walk the relative path back to absolute points (after z the pen is at the ring's start).
    const points: number[][] = [];
    let at = [0, 0];
    for (const ring of rel.split('z').filter(Boolean)) {
      const nums = ring.replace(/^m/, '').replace('l', ' ').match(/-?\d+/g)!.map(Number);
      const start = [at[0]! + nums[0]!, at[1]! + nums[1]!];
      let pen = start;
      points.push(pen);
      for (let i = 2; i < nums.length; i += 2) points.push((pen = [pen[0]! + nums[i]!, pen[1]! + nums[i + 1]!]));
      at = start;
    }
    expect(points).toEqual([
      [642, 384],
      [689, 380],
      [702, 427],
      [642, 384],
    ]);
    expect(() => relativePath('M1.5,2L3,4L5,6Z')).toThrow(/does not know/);
  });
});
