/**
 * A feed's address as a practice or staff give it: http(s), by name (a numeric address or a local name is
 * refused here, with a sentence; the pass checks every address the name resolves to, at each redirect).
 */
import { z } from 'zod';

const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;
const NUMERIC = /^(\d+\.){3}\d+$|^\[|^\d+$|^0x/i;

export const feedAddress = z
  .string({ error: 'Give the feed’s address' })
  .trim()
  .min(1, 'Give the feed’s address')
  .max(2000, 'Use at most 2,000 characters')
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return ctx.addIssue({ code: 'custom', message: 'Give the whole address, starting https://' });
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return ctx.addIssue({ code: 'custom', message: 'The address starts https:// or http://' });
    if (url.username || url.password) return ctx.addIssue({ code: 'custom', message: 'Leave the user name and password out of the address' });
    if (NUMERIC.test(url.hostname) || !url.hostname.includes('.') || LOCAL_NAME.test(url.hostname))
      return ctx.addIssue({ code: 'custom', message: 'Give a public address by its name (not a number or a local name)' });
  })
  .transform((value) => new URL(value).toString());
