import { describe, expect, it } from 'vitest';
import { isEntry } from './keywords';
import { foldWord, queryWords, splitQuery } from './term-files';

describe('reading a query', () => {
  it('drops words that say nothing about which job', () => {
    expect(splitQuery('physical therapy jobs near me', isEntry)).toEqual(['physical', 'therap']);
    expect(splitQuery('PT jobs', isEntry)).toEqual(['pt']);
    expect(splitQuery('Hiring now: positions for a PTA', isEntry)).toEqual(['pta']);
    expect(splitQuery('jobs', isEntry)).toEqual([]);
  });

  it('folds endings so a word finds its family, and leaves entries, short words and names alone', () => {
    for (const w of ['therapy', 'therapist', 'therapists', 'therapies']) expect(foldWord(w, isEntry), w).toBe('therap');
    expect(foldWord('clinics', isEntry)).toBe('clinic');
    expect(foldWord('bonuses', isEntry)).toBe('bonus');
    expect(foldWord('classes', isEntry)).toBe('class');
    expect(foldWord('orthopedics', isEntry)).toBe('orthopedic');
    expect(foldWord('pts', isEntry)).toBe('pt');
    expect(foldWord('sports', isEntry)).toBe('sports');
    for (const w of ['texas', 'class', 'pay', 'kaiser', 'physical']) expect(foldWord(w, isEntry), w).toBe(w);
  });

  it('keeps what was typed beside each term (what the board says back)', () => {
    expect(queryWords('Home Health therapists', isEntry)).toEqual([
      { typed: 'home health', term: 'home health' },
      { typed: 'therapists', term: 'therap' },
    ]);
  });
});
