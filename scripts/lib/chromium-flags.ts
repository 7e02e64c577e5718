/**
 * Debian's Chromium as the tests and audits run it: no sandbox (containers, root), no GPU, and none of the
 * background traffic (updates, sync, first-run pages) that would add requests to what is measured.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
