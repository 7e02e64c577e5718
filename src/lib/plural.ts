/**
 * A count with its noun in the right number: "0 jobs", "1 job", "2 jobs". The plural is the noun with an
 * "s" unless given ("1 resume download" / "2 resume downloads", "1 is" / "2 are" need their own).
 */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
