import { expect, test } from './support/test';

test.describe('site shell', () => {
  test('home renders with header, navigation, main and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Nationwide Service');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2024–${new Date().getFullYear()}`);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveAttribute('href', '#main');
  });

  test('every header and footer link to this site resolves', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
    }
    const external = page.locator('header a[target="_blank"], footer a[target="_blank"]');
    for (const rel of await external.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) expect(rel).toBe('noopener noreferrer');
  });

  test("the functions' page shell is no page to a visitor, while the functions' pages keep the site's layout", async ({ page, request }) => {
    for (const path of ['/page-shell', '/page-shell.html']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const text = await res.text();
      expect(text, path).not.toContain('PAGE_SHELL');
      expect(text, path).toContain('Page not found');
    }
    await page.goto('/employer/application?token=forged');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid link');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('highlights the current route', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('aria-current', 'page');
  });

  test('the Get Started dropdown opens and closes by mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Get Started' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#get-started-menu');
    // PUBLIC_POST_JOB_URL is unset in this build: Post a Job explains posting on this site, in place.
    await expect(menu.getByRole('link', { name: /Post a Job/ })).toHaveAttribute('href', '/post-a-job');
    await expect(menu.getByRole('link', { name: 'Learn About Recruiting' })).toHaveAttribute('href', '/recruiting-training');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).first().click();
    await expect(menu).toBeHidden();
  });

  test.describe('mobile menu', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('opens with the toggle and closes on an item, the backdrop and Escape', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.locator('#mobile-menu');
      const menuLink = menu.getByRole('link', { name: 'Blog' }).first();
      await toggle.click();
      await expect(menuLink).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(menuLink).toBeHidden();
      await toggle.click();
      // Below the menu panel, where only the backdrop is.
      await page.mouse.click(10, 732);
      await expect(menuLink).toBeHidden();
      await toggle.click();
      await menuLink.click();
      await expect(page).toHaveURL(/\/blog\/?$/);
    });
  });

  test('an unknown path answers 404 with the 404 page and logs the path', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(messages.some((m) => m.includes('/no-such-page'))).toBe(true);
  });

  test('the health endpoint names the embedded adapters', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(await res.json()).toMatchObject({ ok: true, adapters: { jobStore: 'pglite' } });
  });
});
