/**
 * A seeker's own place, played as a phone visitor and a laptop visitor (./support/visitor.ts): jobs saved
 * on the board are counted in the header of every page and listed in My jobs; My applications and the job
 * alerts are asked for by mail while this device has no link, and opened straight from My jobs once it
 * has; everything the device remembers can be forgotten there.
 */
import AxeBuilder from '@axe-core/playwright';
import { mailsTo } from '../support/outbox';
import { DEVICE_LINKS } from '../../src/features/my-jobs/device-links';
import { expect, tap, test, type Page } from './support/visitor';

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const mailText = (m: { text?: string | false }) => (m.text || '').toString();
/** The header's My jobs link as this screen shows it (the phone's bar or the laptop's nav). */
const myJobsLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^My jobs/ })
    .filter({ visible: true })
    .first();
const lastLink = async (email: string, pattern: RegExp) => {
  await expect.poll(async () => (await mailsTo(email)).some((m) => pattern.test(mailText(m)))).toBe(true);
  const mails = await mailsTo(email);
  return path(
    pattern.exec(
      mails
        .map(mailText)
        .reverse()
        .find((t) => pattern.test(t))!,
    )![0],
  );
};

test('my jobs: saved jobs counted on every page, the links this device keeps, and forgetting them', async ({ page }, info) => {
  const email = `mine.${info.project.name}.${Date.now()}@example.com`;

  // Two jobs saved from the board, tapped as soon as their buttons show.
  await page.goto('/jobs?setting=outpatient', { waitUntil: 'commit' });
  const saves = page.getByRole('button', { name: /^Save Job: / });
  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const save = saves.first();
    titles.push(((await save.getAttribute('aria-label')) ?? '').replace(/^Save Job: /, ''));
    await tap(save);
    await expect(page.getByRole('button', { name: `Unsave: ${titles[i]}` }).first()).toBeVisible();
  }
  await expect(myJobsLink(page)).toHaveAccessibleName('My jobs (2 saved)');

  // An alert for this search (not confirmed yet: the device has no link to it).
  await tap(page.getByRole('button', { name: 'Get alerts for this search' }).first());
  const alert = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await alert.getByLabel('Email address').fill(email);
  await tap(alert.getByRole('button', { name: 'Save alert' }));
  await expect(alert.getByRole('status')).toContainText('Check your email');

  // Any page's header leads there with the count.
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(myJobsLink(page)).toHaveAccessibleName('My jobs (2 saved)');
  await tap(myJobsLink(page));
  await expect(page).toHaveURL(/\/my-jobs$/);
  const saved = page.getByRole('list', { name: 'Saved jobs' });
  for (const title of titles) await expect(saved.getByRole('link', { name: title })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // No links on this device yet: each is asked for by mail, and the mailed link, once opened, is kept.
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('button', { name: 'Email me my link' })).toBeVisible();
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  await alerts.getByLabel('Email').fill(email);
  await tap(alerts.getByRole('button', { name: 'Email me my link' }));
  await expect(alerts.getByRole('status')).toHaveText('If this address has job alerts, the link to manage them is on its way.');
  await page.goto(await lastLink(email, /https?:\/\/\S+\/alerts\/manage\?token=\S+/), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alerts' })).toBeVisible();
  // The page keeps its link on this device (its script, once loaded: under Slow 4G and a busy CPU that is
  // after the heading shows).
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DEVICE_LINKS.alerts.key)).toMatch(/^\/alerts\/manage\?token=/);

  // An application through the site, the applicant remembered on this device as they asked; its receipt's link opened once.
  await tap(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^My jobs/ })
      .filter({ visible: true })
      .first(),
  );
  await tap(saved.getByRole('link', { name: titles[0]! }));
  await tap(
    page
      .getByRole('button', { name: /^(Apply Now|Contact Our Recruiters)$/ })
      .filter({ visible: true })
      .first(),
  );
  const dialog = page.getByRole('dialog', { name: /^(Apply|Contact our recruiters): / });
  await dialog.getByLabel('Full name').fill('Lee Park');
  await dialog.getByLabel('Email').fill(email);
  await tap(dialog.getByLabel('Remember me on this device'));
  await tap(dialog.getByRole('button', { name: /^Send (application|to our recruiters)$/ }));
  await expect(page.getByRole('heading', { name: /sent to / })).toBeVisible();
  await page.goto(await lastLink(email, /https?:\/\/\S+\/applications\/mine\?token=\S+/), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();

  // Now My jobs opens both pages straight away.
  await page.goto('/my-jobs', { waitUntil: 'commit' });
  await tap(page.getByRole('link', { name: 'Open My applications' }));
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await tap(page.getByRole('link', { name: 'Manage my job alerts' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alerts' })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });

  // What this device remembers, each item forgotten in turn.
  const device = page.getByRole('list', { name: 'What this device remembers' });
  await expect(device.getByRole('listitem')).toHaveText([
    /^2 saved jobs/,
    /^Your name and email.*Lee Park/,
    /^1 job you applied to from here/,
    /^The link to My applications/,
    /^The link to your job alerts/,
  ]);
  while ((await device.getByRole('button').count()) > 0) await tap(device.getByRole('button').first());
  await expect(page.getByText('Nothing: this device keeps nothing of yours.')).toBeVisible();
  await expect(myJobsLink(page)).toHaveAccessibleName('My jobs');
  await expect(page.getByRole('region', { name: 'Applications' }).getByRole('button', { name: 'Email me my link' })).toBeVisible();
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByText('Nothing: this device keeps nothing of yours.')).toBeVisible();
});
