/**
 * Text as people read it, for comparing (duplicates, one role per title, one employer per legal entity):
 * the same rules as the database's public.text_fold and public.text_key. No schema library: the staff
 * console's bundle uses it. Pure.
 */
// Zero-width and format characters, and the Cyrillic and Greek letters that look like Latin ones (lower
// case, after folding): the database's public.text_key reads them the same way.
const INVISIBLE = /[\u200b-\u200f\u2060-\u2064\ufeff\u00ad\u180e.]/g;
const LOOK_ALIKE: Record<string, string> = Object.fromEntries([...'аеорсухіјѕԁкмтвнєαεοριτυνκχ'].map((c, i) => [c, 'aeopcyxijsdkmtbheaeopitunkx'[i]!]));

/** Text as a reader sees it (the database's public.text_fold): compatibility forms folded (full-width letters, ligatures, NBSP), lower case, zero-width characters and dots dropped, look-alike letters read as Latin. */
export function textFold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .replace(/[^\s]/g, (c) => LOOK_ALIKE[c] ?? c);
}

/** Text as a reader compares it (the database's public.text_key): folded, other punctuation a space, spaces collapsed. "Outpatient  PT." and "outpatient pt" are one title. */
export function textKey(text: string): string {
  return textFold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
