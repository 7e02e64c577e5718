import { describe, expect, it } from 'vitest';
import { allowedEdits, closestWords, editDistance } from './spelling';

const postings = [
  { word: 'orthopedic', jobs: 410 },
  { word: 'orthopedics', jobs: 120 },
  { word: 'orthotics', jobs: 9 },
  { word: 'pediatric', jobs: 300 },
  { word: 'pediatrics', jobs: 40 },
  { word: 'neurology', jobs: 150 },
  { word: 'neurologic', jobs: 60 },
  { word: 'outpatient', jobs: 900 },
  { word: 'inpatient', jobs: 200 },
  { word: 'home', jobs: 500 },
  { word: 'hope', jobs: 3 },
];

describe('the spelling matcher', () => {
  it('allows one edit for words of 5 to 8 letters, two for longer ones, none for shorter', () => {
    expect([4, 5, 8, 9, 12].map((n) => allowedEdits('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts added, dropped and changed letters and a swap of neighbours as one edit each', () => {
    expect(editDistance('orthopedc', 'orthopedic', 2)).toBe(1);
    expect(editDistance('outpateint', 'outpatient', 2)).toBe(1);
    expect(editDistance('pediatic', 'pediatric', 1)).toBe(1);
    expect(editDistance('neurolgy', 'neurology', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    // Past the bound it stops, answering bound + 1.
    expect(editDistance('outpatient', 'inpatient', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it.each([
    ['orthopedc', 'orthopedic'],
    ['pediatic', 'pediatric'],
    ['neurolgy', 'neurology'],
    ['outpateint', 'outpatient'],
  ])('reads "%s" as "%s"', (typed, meant) => {
    expect(closestWords(typed, postings)[0]?.word).toBe(meant);
  });

  it('prefers the closer word, then the more common one; offers nothing for short or far words', () => {
    expect(closestWords('orthopedicss', postings).map((c) => c.word)).toEqual(['orthopedics', 'orthopedic']);
    expect(closestWords('hom', postings)).toEqual([]); // three letters: no edit allowed
    expect(closestWords('cardiology', postings)).toEqual([]);
    expect(closestWords('ortho-pedic', [{ word: 'ortho-pedic', jobs: 1 }])).toEqual([]); // only plain words are offered
  });
});
