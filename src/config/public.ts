/**
 * Configuration the browser may see, for client code: values come from `astro:env/client` (inlined at
 * build from the validated environment; astro.config.mjs declares them), never from `process.env`,
 * which does not exist in a browser.
 */
import { PRODUCT_NAME } from 'astro:env/client';
import { productKey } from './product-key';

/** The product's key: lower-case letters and digits of PRODUCT_NAME (default RehabMatch). */
const PRODUCT_KEY = productKey(PRODUCT_NAME);

/** The spec's saved-jobs cookie is "{product}_saved_jobs", kept 30 days. */
export const SAVED_JOBS_COOKIE = `${PRODUCT_KEY}_saved_jobs`;
export const SAVED_JOBS_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** supabase-js keeps the session in localStorage under this key; its presence is how pages tell someone may be signed in. */
export const AUTH_STORAGE_KEY = `${PRODUCT_KEY}-auth`;
