import { describe, expect, it } from 'vitest';
import { appliedJobs, appliedLabel, forgetAppliedJobs, markApplied } from './applied-jobs';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};
const job = (id: string, on = '2026-11-27T10:00:00Z') => ({ id, title: `PT ${id}`, employer: 'Clinic', url: `/job/${id}`, on });

describe('jobs this device applied to', () => {
  it('keeps each job once with its first day, newest first; forgets on request', () => {
    const s = memory();
    markApplied(job('1'), s);
    markApplied(job('2'), s);
    markApplied(job('1', '2026-12-01T00:00:00Z'), s);
    expect(appliedJobs(s).map((j) => [j.id, j.on])).toEqual([
      ['1', '2026-11-27T10:00:00Z'],
      ['2', '2026-11-27T10:00:00Z'],
    ]);
    forgetAppliedJobs(s);
    expect(appliedJobs(s)).toEqual([]);
  });
  it('ignores what was edited by hand: a foreign link, a bad date, not a list', () => {
    const s = memory();
    s.setItem('rehabmatch:applied', JSON.stringify([{ ...job('1'), url: '//evil.example/x' }, { ...job('2'), on: 'soon' }, job('3')]));
    expect(appliedJobs(s).map((j) => j.id)).toEqual(['3']);
    s.setItem('rehabmatch:applied', '{"a":1}');
    expect(appliedJobs(s)).toEqual([]);
  });
  it('says the day', () => {
    expect(appliedLabel('2026-11-27T10:00:00Z')).toBe('Applied on Nov 27, 2026');
  });
});
