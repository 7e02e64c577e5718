/** The brochures' text: every `{name}` is a business fact, and the figures are the site's own. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:content', () => ({ getEntry: async () => undefined }));
const { brochureFacts, readBrochure } = await import('./brochure.server');
const { price, pricing } = await import('~/features/business/facts');

/** A content file as the collection reads it: front matter (title, lead) and body. */
function entry(file: string) {
  const text = readFileSync(`content/brochures/${file}`, 'utf8');
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(front)?.[1] ?? '';
  return { title: field('title'), lead: field('lead'), body };
}

describe('brochures', () => {
  it('each brochure names only business facts and reads into headings, paragraphs and bullets', () => {
    const files = readdirSync('content/brochures');
    expect(files.sort()).toEqual(['employers.md', 'therapists.md']);
    for (const file of files) {
      const text = readBrochure(entry(file));
      expect(text.title.length).toBeGreaterThan(10);
      expect(text.blocks.filter((b) => b.kind === 'heading').length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(text)).not.toMatch(/\{\w+\}/);
    }
  });

  it("shows the site's prices, and a name that is not a fact fails the build", () => {
    const employers = JSON.stringify(readBrochure(entry('employers.md')));
    expect(employers).toContain(`${price(pricing.contingency.monthlyFee)} a month`);
    expect(employers).toContain(price(pricing.jobBoard.founderRatePerMonth));
    expect(() => readBrochure({ title: 'A brochure title', lead: '', body: 'Only {madeUpFee} today.' })).toThrow(/\{madeUpFee\}, which is not a business fact/);
    expect(Object.keys(brochureFacts())).toContain('guaranteeDays');
  });
});
