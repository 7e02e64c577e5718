import { expect, type Page } from '@playwright/test';

/** Records the mailto: links a page opens instead of starting a mail program; other links still work. */
export async function recordMailto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mailto: string[] };
    w.__mailto = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) w.__mailto.push(this.href);
      else click.call(this);
    };
  });
}

/** The mailto: links recorded so far, oldest first. */
export const mailtos = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);

/** The first mailto: link recorded, as a URL. */
export const firstMailto = async (page: Page): Promise<URL> => new URL((await mailtos(page))[0] ?? '');

/**
 * Opens the apply dialog with `opener`, fills the applicant's name and email, presses `send` (a mail-program
 * route) and waits for its toast.
 */
export async function applyByMail(page: Page, o: { opener: string; name: string; email: string; send: string; toast: string }): Promise<void> {
  await page.getByRole('button', { name: o.opener }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(o.name);
  await dialog.getByLabel('Email').fill(o.email);
  await dialog.getByRole('button', { name: o.send }).click();
  await expect(page.getByText(o.toast)).toBeVisible();
}
