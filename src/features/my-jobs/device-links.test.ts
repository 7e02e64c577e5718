import { describe, expect, it } from 'vitest';
import { keepLink, keptLink } from './device-links';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
};

describe('links this device keeps', () => {
  it('keeps only our own page of that kind with a token, and forgets on null', () => {
    const s = memory();
    keepLink('applications', '/applications/mine?token=abc', s);
    expect(keptLink('applications', s)).toBe('/applications/mine?token=abc');
    expect(keptLink('alerts', s)).toBeNull();
    keepLink('alerts', 'https://evil.example/alerts/manage?token=abc', s);
    keepLink('alerts', '/alerts/manage', s);
    expect(keptLink('alerts', s)).toBeNull();
    s.m.set('rehabmatch:alerts-link', 'javascript:alert(1)');
    expect(keptLink('alerts', s)).toBeNull();
    keepLink('applications', null, s);
    expect(keptLink('applications', s)).toBeNull();
  });
});
