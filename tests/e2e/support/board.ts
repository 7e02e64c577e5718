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
