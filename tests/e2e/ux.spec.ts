/**
 * Honest UX: closed jobs, the phone apply bar, function pages in the site's layout, job-seeker
 * paths, configured links, and messages that say what happened.
 */
import { mailsTo } from '../support/outbox';
import { expect, test } from './support/test';
import { readBuiltBoard } from '../../src/features/board/read-built.server';
import { saveFirstAndOpenSaved } from './support/saved-jobs';

test('a job that closed before the build says so, offers similar open jobs, is noindex without JobPosting, and answers 410 here', async ({ page, request }) => {
  const res = await request.get('/jobs/outpatient-pt-mission-valley');
  expect(res.status()).toBe(410);
  await page.goto('/jobs/outpatient-pt-mission-valley');
  await expect(page.getByText('This job is no longer accepting applications')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining('JobPosting'));
  const similar = page.getByRole('region', { name: /Similar open jobs near San Diego/ }).getByRole('listitem');
  await expect(similar.first()).toBeVisible();
  const href = await similar.first().getByRole('link').getAttribute('href');
  expect((await request.get(href!)).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  // A slug-less closed job keeps its /job/{id} page the same way; an open job answers 200.
  expect((await request.get('/job/76')).status()).toBe(410);
  expect((await request.get('/job/1')).status()).toBe(200);
});

test('on a phone, pay and Apply are on the first screen of a job and open the apply dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobs/outpatient-pt-mountain-view');
  const pay = page.getByText('$108,000 - $120,000').first();
  await expect(pay).toBeInViewport();
  const apply = page.locator('apply-bar').getByRole('button', { name: 'Apply Now' });
  await expect(apply).toBeInViewport();
  await page.mouse.wheel(0, 900);
  await expect(apply).toBeInViewport();
  await apply.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a page a function serves has the site’s layout, styles and favicon', async ({ page }) => {
  const res = await page.goto('/api/unsubscribe?token=not-a-token');
  expect(res!.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid unsubscribe link' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe('rgba(0, 0, 0, 0)'); // the site's stylesheet applied
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('buttons for therapists lead to therapist paths, never the employer-only /get-started', async ({ page }) => {
  for (const path of ['/jobs/california', '/physical-therapy-jobs/los-angeles']) {
    await page.goto(path);
    for (const name of ['Get Personalized Matches', 'Create Free Profile', 'Get Job Alerts', 'Get Started']) {
      for (const link of await page.getByRole('link', { name, exact: true }).all()) {
        expect(await link.getAttribute('href'), `${path}: ${name}`).not.toMatch(/^\/get-started/);
      }
    }
  }
  await page.goto('/jobs/california');
  await expect(page.getByRole('link', { name: 'Get Personalized Matches' })).toHaveAttribute('href', '/profile');
});

test('with the external links unset, every link stays inside the site: Post a Job explains how to post', async ({ page }) => {
  for (const path of [
    '/',
    '/jobs',
    '/for-employers',
    '/for-therapists',
    '/get-started',
    '/contingency-recruiting',
    '/outsourced-recruiter',
    '/jobs/california',
  ]) {
    await page.goto(path);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((h) => /example\.com/.test(h)),
      path,
    ).toEqual([]);
  }
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Job Posting', exact: true }).click();
  await expect(page).toHaveURL(/\/post-a-job$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post a Job');
  await expect(page.getByRole('link', { name: /Job Posting Policies/ }).first()).toBeVisible();
});

test('the subscribe card gives a malformed address the field’s message, and a network failure a sentence', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('#subscribe');
  await card.getByPlaceholder('Your name').fill('Ana');
  await card.getByPlaceholder('Email address').fill('ana@@example');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').getByText('Please enter a valid email address.')).toBeVisible();
  await expect(card.getByPlaceholder('Email address')).toHaveAttribute('aria-invalid', 'true');
  await page.route('**/api/subscribe', (route) => route.abort('internetdisconnected'));
  await card.getByPlaceholder('Email address').fill('ana@example.com');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').getByText('We could not reach the server. Please check your connection and try again.')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await page.unroute('**/api/subscribe');
  await page.route('**/api/subscribe', (route) => route.fulfill({ status: 429, json: { error: 'Too many requests. Please try again later.' } }));
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').getByText('Too many requests. Please try again later.')).toBeVisible();
});

test('the Not Ready Yet? success stays on the page after the modal closes, and a reopened modal starts clean', async ({ page }) => {
  await page.goto('/get-started');
  const opener = page.getByRole('button', { name: 'Share Your Hiring Needs' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Not Ready Yet?' });
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Your name is required.')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Dr. Kim');
  await dialog.getByLabel('Work email').fill('kim@clinic.example');
  await dialog.getByLabel('Clinic name').fill('Harbor PT');
  await dialog.getByLabel('Role you are hiring for').selectOption('physical-therapist');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await expect(page.getByRole('status').filter({ hasText: "Thank you! We'll be in touch soon." })).toBeVisible();
  await opener.click();
  await expect(dialog.getByText("Thank you! We'll be in touch soon.")).toBeHidden();
  await expect(dialog.getByLabel('Your name')).toHaveValue('');
});

test('the saved-jobs dialog says Job Removed, keeps focus inside when the last job goes, and marks and reports closed jobs', async ({
  page,
  context,
  baseURL,
}) => {
  // Two saved jobs: one open, one that closed before the build.
  const saved = [
    { id: '1', job_title: 'Outpatient Orthopedic Physical Therapist', employer_name: 'Harbor', city: 'Los Angeles', state: 'CA', url: '/job/1' },
    {
      id: '77',
      job_title: 'Outpatient Physical Therapist - Mission Valley',
      employer_name: 'Harbor Physical Therapy',
      city: 'San Diego',
      state: 'CA',
      url: '/jobs/outpatient-pt-mission-valley',
    },
  ];
  await context.addCookies([{ name: 'rehabmatch_saved_jobs', value: encodeURIComponent(JSON.stringify(saved)), url: baseURL! }]);
  await page.goto('/jobs');
  await page.getByRole('button', { name: /^Saved Jobs/ }).click();
  const dialog = page.getByRole('dialog', { name: /Saved Jobs/ });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Mission Valley' }).getByText('No longer available')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Orthopedic' }).getByText('No longer available')).toHaveCount(0);
  const before = (await mailsTo('ux-seeker@example.com')).length;
  await dialog.getByLabel('Email my saved jobs').fill('ux-seeker@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email Sent!')).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: '1 saved job is no longer available and was left out of the email.' })).toBeVisible();
  // The mail goes out through the outbox just after the answer.
  await expect.poll(async () => (await mailsTo('ux-seeker@example.com')).length).toBe(before + 1);
  const mails = await mailsTo('ux-seeker@example.com');
  const mail = mails.at(-1)!;
  expect(mail.text).toContain('- Outpatient Physical Therapist - Mission Valley at Harbor Physical Therapy (San Diego, CA)');
  for (let i = 0; i < 2; i++) {
    await dialog
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await expect(page.getByText('Job Removed').first()).toBeVisible();
  }
  await expect(dialog).toBeVisible();
  // Focus moves in the frame after the removal (the removed button took it with it): poll, as the toast of
  // the first removal is already showing and says nothing about when the second one is done.
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await expect(dialog.getByLabel('Email my saved jobs')).toBeFocused();
});

test('the four static job pages can be found from the board, its search and their state page', async ({ page }) => {
  await page.goto('/jobs?q=West%20LA');
  await expect(page.getByRole('link', { name: 'Orthopedic Physical Therapist - West LA', exact: true })).toHaveAttribute('href', '/jobs/orthopedic-pt-west-la');
  await page.goto('/jobs/california');
  await expect(page.getByRole('link', { name: 'Orthopedic Physical Therapist - West LA', exact: true }).first()).toHaveAttribute(
    'href',
    '/jobs/orthopedic-pt-west-la',
  );
});

test('one page per job: /job/{id} of a job with a slug redirects permanently to its page; a slug-less job keeps /job/{id}', async ({ request }) => {
  const redirect = await request.get('/job/1', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(new URL(redirect.headers().location!, 'http://x').pathname).toBe('/jobs/outpatient-orthopedic-pt-los-angeles');
  const data = { jobs: readBuiltBoard() };
  const slugless = data.jobs.find((j) => j.url.startsWith('/job/'))!;
  const page = await request.get(slugless.url, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  // Served through the function, the page keeps the pages' script policy (its inline scripts run).
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect((await request.get('/job/99999', { maxRedirects: 0 })).status()).toBe(404);
});

test('a job page states the facts PTs compare, and pay in its posted unit with its annual equivalent', async ({ page }) => {
  await page.goto('/jobs/locum-hospital-pt-mountain-view');
  const details = page.getByRole('complementary');
  await expect(details.getByText('$2,130 - $2,190 a week')).toBeVisible();
  await expect(details.getByText('≈ $112k a year')).toBeVisible();
  await expect(details.getByText('Physical Therapist', { exact: true })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld.baseSalary.value).toMatchObject({ minValue: 2130, maxValue: 2190, unitText: 'WEEK' });
  expect(ld.occupationalCategory).toBe('29-1123.00');
});

test('on a laptop, Apply is within the first screen of a job, and Save Job is on the page with the board’s store and toasts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Slow scripts: the press lands before the button has hydrated, and must not be lost.
  await page.route('**/_astro/client*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto('/jobs/outpatient-pt-mountain-view');
  await expect(page.locator('apply-card').getByRole('button', { name: 'Apply Now' })).toBeInViewport();
  const save = page.getByRole('button', { name: /^Save Job: / });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(page.getByText('Job Saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Unsave: / })).toHaveAttribute('aria-pressed', 'true');
  // The same store: the board's Saved Jobs list has it.
  await page.goto('/jobs');
  await page.getByRole('button', { name: /^Saved Jobs/ }).click();
  await expect(page.getByRole('dialog', { name: /Saved Jobs/ }).getByRole('link', { name: /Outpatient Physical Therapist/ })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`"Back to Jobs" returns to the filtered board the visitor came from (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/jobs?setting=outpatient');
    await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
    await page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/jobs?\/[^?]+$/);
    await page.getByRole('link', { name: '← Back to Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?setting=outpatient$/);
    await expect(page.getByLabel('Setting')).toHaveValue('outpatient');
    await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  });
}

test('"Back to Jobs" tapped before the job page\'s scripts have loaded still returns to the filtered board', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobs?setting=outpatient');
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  // The job page's module scripts never arrive (a phone's slow network): only what the page carries inline runs.
  await page.route(/\/_astro\/.*\.js$/, () => {});
  await page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs?\/[^?]+$/);
  await page.unroute(/\/_astro\/.*\.js$/);
  await page.getByRole('link', { name: '← Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?setting=outpatient$/);
  await expect(page.getByLabel('Setting')).toHaveValue('outpatient');
});

test('"Back to Jobs" from a job reached from elsewhere goes to the board', async ({ page }) => {
  await page.goto('/jobs/california');
  await page.goto('/jobs/outpatient-pt-mountain-view');
  await expect(page.getByRole('link', { name: '← Back to Jobs' })).toHaveAttribute('href', '/jobs');
});

for (const width of [320, 1280]) {
  test(`a form shows every error beside its field, marks them invalid, and focuses the first clear of the header (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const invalid = page.locator('form [aria-invalid="true"]');
    await expect.poll(() => invalid.count()).toBeGreaterThan(1);
    const count = await invalid.count();
    await expect(page.getByText(`Please fix the ${count} fields marked below.`)).toBeVisible();
    for (const el of await invalid.all()) {
      const described = await el.getAttribute('aria-describedby');
      await expect(page.locator(`#${described}`)).toHaveText(/is required\.|valid email|^Please choose .+\.$|^Please answer: .+\?$/);
    }
    await expect(invalid.first()).toBeFocused();
    // Clear of the sticky header.
    const header = (await page.locator('header').first().boundingBox())!;
    const field = (await invalid.first().boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
    // Correcting a field takes its error away.
    await invalid.first().fill('Sam Lee');
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(count - 1);
  });
}

test('the mobile menu keeps Tab inside it while open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
  const inside = await page.evaluate(() => !!document.activeElement?.closest('[data-menu], [data-menu-toggle]'));
  expect(inside).toBe(true);
});

test('a click on the backdrop closes the saved-jobs and alert dialogs', async ({ page }) => {
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Get alerts for this search' }).first().click();
  const alert = page.getByRole('dialog', { name: /alert/i });
  await expect(alert).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(alert).toBeHidden();
  const saved = await saveFirstAndOpenSaved(page);
  await expect(saved).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(saved).toBeHidden();
});
