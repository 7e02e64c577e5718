/**
 * Job alerts end to end, on the local host, which delivers due alerts every 2 seconds
 * (ALERTS_EVERY_SECONDS in playwright.config.ts): save a search from /jobs, confirm it from the outbox
 * mail, receive the matching jobs, leave from the mail's own link.
 */
import { expect, test } from './support/test';
import { mailsTo } from '../support/outbox';
import { showMore } from './support/board';

const path = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test('save a search from /jobs, confirm from the mail, get its jobs in the next run, unsubscribe from the mail', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `alert-${Date.now()}@example.com`;
  await page.goto('/jobs?role=pt&setting=outpatient');
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  // What the board shows for this search: every card's link.
  while (await page.getByRole('button', { name: /Show more jobs/ }).isVisible()) await showMore(page);
  const boardLinks = new Set(
    (await page.locator('[data-board-list] article h3 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))) as string[],
  );
  expect(boardLinks.size).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Get alerts for this search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await expect(dialog).toContainText('PT jobs · Outpatient');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  // Said at the field (described by it), not under the buttons.
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(dialog.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('[data-alert-status]')).toBeEmpty();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Weekly').check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Check your email: we sent a confirmation link to ${email}. Your alert starts when you confirm it.`);

  // Only the confirmation arrives, however many alert runs pass, until the link's button is pressed.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = await mailsTo(email);
  expect(confirmation!.subject).toMatch(/^Confirm your .+ job alert$/);
  const confirmLink = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(confirmation!.text ?? '')![0];
  await page.goto(path(confirmLink));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your job alert' })).toBeVisible();
  await page.waitForTimeout(4500); // two alert runs: an opened link confirms nothing
  expect(await mailsTo(email)).toHaveLength(1);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeVisible();
  // The confirm link opened again says the alert is on, never "expired".
  await page.goto(path(confirmLink));
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is already on' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your alerts' })).toBeVisible();

  // The next run mails the matches: the jobs /jobs shows for the same URL, posted in the past week.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
  const alert = (await mailsTo(email)).find((m) => /new jobs? for PT jobs · Outpatient/.test(m.subject ?? ''))!;
  expect(alert).toBeDefined();
  const jobLinks = [...(alert.text ?? '').matchAll(/https?:\/\/\S+\/(?:jobs\/|job\/)\S+/g)]
    .map((m) => new URL(m[0]).pathname)
    .filter((p) => !p.startsWith('/jobs?'));
  expect(jobLinks.length).toBeGreaterThan(0);
  for (const link of jobLinks) expect(boardLinks, link).toContain(link);
  // The raw header lines (mailparser turns List-Unsubscribe into an object), unfolded.
  const raw = (key: string) =>
    alert.headerLines
      .find((h) => h.key === key)
      ?.line.replace(/\r?\n\s+/g, ' ')
      .slice(key.length + 1)
      .trim() ?? '';
  const header = raw('list-unsubscribe');
  expect(header).toMatch(/^<https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+>$/);
  expect(raw('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // The visible link: a page with a button (GET changes nothing), whose POST unsubscribes without a redirect.
  const visible = /Unsubscribe from this alert: (\S+)/.exec(alert.text ?? '')![1]!;
  expect(visible).toBe(header.slice(1, -1));
  await page.goto(path(visible));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from this job alert' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  // A mail provider's one-click POST (multipart, no cookie) gets the same answer, not a redirect.
  const oneClick = await request.post(path(visible), { multipart: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(oneClick.status()).toBe(200);
  const manage = /Change or pause your alerts: (\S+)/.exec(alert.text ?? '')![1]!;
  await page.goto(path(manage));
  await expect(page.getByText('You have no job alerts.')).toBeVisible();
});
