import { expect, type Page } from '@playwright/test';

/**
 * The board as a visitor meets it: on an unfiltered /jobs the island (client:intent) wakes when they reach
 * for it, here a pointer over the filters; it has taken over once its index is loaded and its first answer
 * is on screen.
 */
export async function reachBoard(page: Page, timeout?: number): Promise<void> {
  await page.locator('[data-board-form]').hover();
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready', timeout ? { timeout } : undefined);
}

/**
 * One "Show more jobs", then its cards. By keyboard: a pointer click scrolls the button into view, the cards
 * just above it are laid out for the first time (content-visibility, estimated until then) and the button
 * moves under the pointer, so the click can land beside it (CI caught this).
 */
export async function showMore(page: Page): Promise<void> {
  const cards = page.locator('[data-board-list] article');
  const before = await cards.count();
  await page.getByRole('button', { name: /Show more jobs/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
}
