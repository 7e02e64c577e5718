/** The PT Compact as data, and what a licence reaches. */
import { describe, expect, it } from 'vitest';
import { compactReach, PT_COMPACT_ACTIVE, PT_COMPACT_AS_OF, PT_COMPACT_CHECKED, PT_COMPACT_SOURCE, PT_COMPACT_UNCONFIRMED } from './pt-compact';
import { US_STATES } from './us-states';

describe('the PT Compact', () => {
  it('lists member jurisdictions by code, once each, with its source and dates', () => {
    expect(PT_COMPACT_ACTIVE.length).toBeGreaterThanOrEqual(30);
    for (const code of PT_COMPACT_ACTIVE) expect(US_STATES[code], code).toBeDefined();
    expect(new Set(PT_COMPACT_ACTIVE).size).toBe(PT_COMPACT_ACTIVE.length);
    // Not members: California, New York, Illinois.
    for (const code of ['CA', 'NY', 'IL']) expect(PT_COMPACT_ACTIVE).not.toContain(code);
    expect(PT_COMPACT_SOURCE).toMatch(/^https:\/\/ptcompact\.org\//);
    expect(PT_COMPACT_AS_OF).toMatch(/^\d{4}/);
    expect(PT_COMPACT_CHECKED).toMatch(/^\d{4}-\d\d-\d\d$/);
    // What is reported but not confirmed is data too, each with its source and date, and never counted as active.
    for (const u of PT_COMPACT_UNCONFIRMED) {
      expect(u.source).toMatch(/^https:\/\//);
      expect(u.asOf).toMatch(/^\d{4}-\d\d-\d\d$/);
      if (u.state) expect(PT_COMPACT_ACTIVE).not.toContain(u.state);
    }
  });

  it('a licence reaches its own state, and a member state by privilege where the job takes them', () => {
    expect(compactReach('WA', { state: 'WA', accepts_pt_compact: null })).toBe('licence');
    expect(compactReach('WA', { state: 'TX', accepts_pt_compact: true })).toBe('privilege');
    expect(compactReach('WA', { state: 'TX', accepts_pt_compact: false })).toBeNull();
    expect(compactReach('WA', { state: 'TX', accepts_pt_compact: null })).toBeNull();
    expect(compactReach('CA', { state: 'TX', accepts_pt_compact: true })).toBeNull();
    expect(compactReach('WA', { state: 'CA', accepts_pt_compact: true })).toBeNull();
    expect(compactReach('', { state: 'TX', accepts_pt_compact: true })).toBeNull();
  });
});
