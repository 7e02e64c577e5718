/** The default product name, when PRODUCT_NAME is not set. */
export const DEFAULT_PRODUCT_NAME = 'RehabMatch';

/** Lower-case letters and digits of a product name: used in cookie and storage keys. */
export function productKey(name: string | undefined): string {
  return (name?.trim() || DEFAULT_PRODUCT_NAME).toLowerCase().replace(/[^a-z0-9]+/g, '');
}
