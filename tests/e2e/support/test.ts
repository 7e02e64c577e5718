/**
 * Playwright's `test` for the feature suites, failing any test during which a page's script logged a
 * console error or threw (React's hydration errors among them), but for tests/support/console.ts's
 * exceptions. A test that provokes another error on purpose names it with `allowConsoleErrors`.
 */
import { expect, test as base } from '@playwright/test';
import { NOT_SCRIPT_ERRORS } from '../../support/console';

export const test = base.extend<{ allowConsoleErrors: RegExp[]; pageErrors: void }>({
  allowConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = [...NOT_SCRIPT_ERRORS, ...allowConsoleErrors];
      page.on('console', (m) => {
        if (m.type() === 'error' && !allowed.some((re) => re.test(m.text()))) problems.push(`console error: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      await use();
      expect(problems, 'console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
