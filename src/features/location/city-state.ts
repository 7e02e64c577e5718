import { stateAbbr } from '~/domain/us-states';

/**
 * A place typed as people type it: "Houston, TX", "Houston TX", "Houston Texas", "Salt Lake
 * City Utah", "New York NY". The state is the last word or two (a code or a name); the rest is the city.
 * Null when the text does not end in a state, or is only a state.
 */
export function splitCityState(text: string): { city: string; state: string } | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const comma = t.lastIndexOf(',');
  if (comma > 0) {
    const state = stateAbbr(t.slice(comma + 1));
    const city = t.slice(0, comma).trim();
    return state && city ? { city, state } : null;
  }
  const words = t.split(' ');
  // Two-word state names first ("New York", "North Carolina"), then one word.
  for (const n of [2, 1]) {
    if (words.length <= n) continue;
    const state = stateAbbr(words.slice(-n).join(' '));
    if (state) return { city: words.slice(0, -n).join(' '), state };
  }
  return null;
}
