/**
 * The one input rule for text people type (forms, upload fields): trimmed; no C0 control characters
 * (a CR or LF in a one-line field would forge a labelled line in a staff mail; a NUL would fail the
 * database) except newline and tab in multi-line fields; no bidirectional overrides or isolates (they
 * make text display in another order than it is stored: "Trojan Source").
 */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const C0_SINGLE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const C0_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
// Half of a UTF-16 pair without the other: not a character (the database refuses to store it).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text passes the rule (after trimming); `multiLine` allows newline and tab. */
export function isCleanText(text: string, multiLine: boolean): boolean {
  return !(multiLine ? C0_MULTI : C0_SINGLE).test(text) && !BIDI.test(text) && !LONE_SURROGATE.test(text);
}

const rule = (multiLine: boolean) => (v: string) => isCleanText(v, multiLine);
const message = (multiLine: boolean) =>
  multiLine
    ? 'must not contain control characters, text-direction overrides or broken characters'
    : 'must be one line without control characters, text-direction overrides or broken characters';

/** A required one-line field. */
export const singleLine = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`).refine(rule(false), message(false));

/** A required multi-line field (newlines and tabs allowed). */
export const multiLine = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`).refine(rule(true), message(true));

/** An optional field under the same rule; empty becomes null. */
export const optionalText = (max: number, lines: 'single' | 'multi') =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(rule(lines === 'multi'), message(lines === 'multi'))
    .optional()
    .transform((v) => (v ? v : null));
