import type { Locator, Page } from '@playwright/test';

/** On /jobs: Save Job on the first card, then the Saved Jobs dialog opened (its locator). */
export async function saveFirstAndOpenSaved(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Save Job:/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Saved Jobs/ }).click();
  return page.getByRole('dialog', { name: /Saved Jobs/ });
}
