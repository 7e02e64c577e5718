import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { allPrices } from '../../src/features/business/facts';

const routes = [
  '/',
  '/jobs',
  '/for-therapists',
  '/for-employers',
  '/get-started',
  '/contact',
  '/about',
  '/faq',
  '/blog',
  '/blog/1',
  '/blog/2',
  '/blog/3',
  '/blog/4',
  '/contingency-recruiting',
  '/outsourced-recruiter',
  '/recruiting-training',
  '/privacy-policy',
  '/terms-of-service',
  '/ccpa-rights',
  '/job-posting-policies',
  '/sitemap-index',
  '/sitemap-pages',
  '/sitemap-jobs',
  '/jobs/california',
  '/physical-therapy-jobs/houston',
  '/jobs/orthopedic-pt-west-la',
  '/jobs/pta-morro-bay',
  '/jobs/hospital-pt-mountain-view',
  '/jobs/locum-hospital-pt-mountain-view',
  '/job/1',
];

test('every route of the spec answers 200 with one h1, a title and a canonical link to its own path', async ({ page }) => {
  for (const path of routes) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    expect((await page.title()).length, path).toBeGreaterThan(5);
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    // /job/{id} names its slug page when the job has one; everything else names itself.
    if (path === '/job/1') expect(canonical.pathname, path).toMatch(/^\/jobs\/[a-z0-9-]+$/);
    else expect(canonical.pathname, path).toBe(path);
  }
});

test('the contingency carousel is disabled at its ends and moves with the arrow keys', async ({ page }) => {
  await page.goto('/contingency-recruiting');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  const prev = carousel.getByRole('button', { name: 'Previous' });
  const next = carousel.getByRole('button', { name: 'Next' });
  await expect(prev).toBeDisabled();
  await expect(carousel.getByText('1 of 5', { exact: true }).last()).toBeVisible();
  for (let i = 0; i < 4; i++) await next.click();
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  // The button that disabled under focus handed it to the other.
  await expect(prev).toBeFocused();
  await carousel.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(next).toBeEnabled();
  await expect(carousel.locator('[data-position]')).toHaveText('4 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(carousel.locator('[data-position]')).toHaveText('5 of 5');
});

test('the outsourced pricing is hidden until Click for Pricing, then Hide Pricing', async ({ page }) => {
  await page.goto('/outsourced-recruiter');
  const toggle = page.getByRole('button', { name: 'Click for Pricing' });
  await expect(page.getByText('$3,500', { exact: false }).first()).toBeVisible(); // the comparison table
  await expect(page.locator('#outsourced-pricing')).toBeHidden();
  await toggle.click();
  await expect(page.locator('#outsourced-pricing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Pricing' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Hide Pricing' }).click();
  await expect(page.locator('#outsourced-pricing')).toBeHidden();
});

test('unknown and non-numeric blog ids land on /blog', async ({ page }) => {
  for (const path of ['/blog/99', '/blog/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The PT Career Blog' })).toBeVisible();
  }
});

test('_redirects answers unknown numeric blog ids with a 302 to /blog, and leaves the articles alone', async ({ request }) => {
  for (const id of [0, 5, 99]) {
    const res = await request.get(`/blog/${id}`, { maxRedirects: 0 });
    expect(res.status(), `/blog/${id}`).toBe(302);
    expect(res.headers().location).toBe('/blog');
  }
  for (const id of [1, 2, 3, 4]) expect((await request.get(`/blog/${id}`, { maxRedirects: 0 })).status()).toBe(200);
});

test('the FAQ carries FAQPage JSON-LD and its canonical address', async ({ page }) => {
  await page.goto('/faq');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@type']).toBe('FAQPage');
  expect(ld.mainEntity.length).toBeGreaterThan(10);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
});

test('articles carry BlogPosting JSON-LD, a back link and Browse Jobs', async ({ page }) => {
  await page.goto('/blog/3');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@type']).toBe('BlogPosting');
  await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
});

test('every price on the service pages and the FAQ comes from the business facts module', () => {
  const allowed = new Set(allPrices());
  for (const page of [
    'contingency-recruiting',
    'outsourced-recruiter',
    'recruiting-training',
    'faq',
    'for-employers',
    'get-started',
    'job-posting-policies',
    'terms-of-service',
  ]) {
    const html = readFileSync(`dist/${page}.html`, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
    const prices = [...html.matchAll(/\$\d{1,3}(?:,\d{3})*(?!\d)/g)].map((m) => m[0]);
    expect(prices.length, page).toBeGreaterThan(0);
    for (const p of prices) expect(allowed.has(p), `${page}: ${p}`).toBe(true);
  }
});

test('the policy pages show their dates and section counts', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText(/^Last Updated: \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await page.goto('/terms-of-service');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);
  await expect(page.getByText(/amount you paid us in the 12 months/)).toBeVisible();
  await page.goto('/job-posting-policies');
  await expect(page.getByText('Effective August 12, 2025')).toBeVisible();
  await page.goto('/ccpa-rights');
  await expect(page.getByText(/within 10 days and respond within 45 days/)).toBeVisible();
});

/** "Share Your Hiring Needs": the dialog opened, filled in and sent; the dialog. */
async function shareHiringNeeds(page: Page) {
  await page.getByRole('button', { name: 'Share Your Hiring Needs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not Ready Yet?' });
  await dialog.getByLabel('Your name').fill('Dr. Kim');
  await dialog.getByLabel('Work email').fill('kim@clinic.example');
  await dialog.getByLabel('Clinic name').fill('Harbor PT');
  await dialog.getByLabel('Role you are hiring for').selectOption('physical-therapist');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

test.describe('with script off', () => {
  test.use({ javaScriptEnabled: false });

  test('a form still sends: the function sends the visitor back to its success, and names a refused field', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const send = async (email: string) => {
      await page.goto('/contact');
      await page.getByLabel('Full Name').fill('Ana Lopez');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('I am a...').selectOption('therapist');
      await page.getByLabel('Message').fill('Sent with script off.');
      await page.getByRole('button', { name: 'Send Message' }).click();
    };
    await send('ana@example.com');
    await expect(page).toHaveURL(/\/contact#sent-contact$/);
    await expect(page.getByText('Message Sent!')).toBeVisible();
    // A field the function refuses: a page that says which, and the way back.
    await send('not-an-address');
    await expect(page.getByText(/must be a valid email address/)).toBeVisible();
    await page.getByRole('link', { name: 'Go back to the form' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the "Not Ready Yet?" dialog opens and sends, and its thanks shows on the page', async ({ page }) => {
    await page.goto('/get-started');
    await shareHiringNeeds(page);
    await expect(page).toHaveURL(/\/get-started#sent-employer-interest$/);
    // On the page, not in the closed dialog.
    const thanks = page.locator('#sent-employer-interest');
    await expect(thanks).toHaveText("Thank you! We'll be in touch soon.");
    await expect(thanks).toBeVisible();
  });
});

test('the three forms store their submission and show the success message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill('Ana Lopez');
  await page.getByLabel('Email Address').fill('ana@example.com');
  await page.getByLabel('I am a...').selectOption('therapist');
  await page.getByLabel('Message').fill('Looking for pediatric roles.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');

  await page.goto('/get-started');
  const dialog = await shareHiringNeeds(page);
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(dialog.getByText("Thank you! We'll be in touch soon.")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6000 });

  await page.goto('/ccpa-rights');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await page.getByLabel('Full name').fill('Sam Lee');
  await page.getByLabel(/^Email/).fill('sam@example.com');
  await page.getByLabel('Type of request').selectOption('delete');
  await page.getByLabel('Request description').fill('Please delete my data.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request Received')).toBeVisible();
});

test('subscribing twice says Already Subscribed', async ({ page }) => {
  const email = `sub-${Date.now()}@example.com`;
  await page.goto('/');
  const card = page.locator('#subscribe');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await card.getByLabel('Your name').fill('Ana');
  await card.getByLabel('Email address').fill(email);
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(card.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await expect(page.getByText("You've been subscribed to weekly PT job updates.")).toBeVisible();
  await page.goto('/blog');
  const again = page.locator('#subscribe');
  await again.getByLabel('Your name').fill('Ana');
  await again.getByLabel('Email address').fill(email.toUpperCase());
  await again.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Already Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByText('This email is already subscribed to our weekly job updates.')).toBeVisible();
});

/** Holds every module script until `release()`: the visitor is faster than the page. */
async function holdScripts(page: Page) {
  await page.unroute('**/_astro/*.js');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap before the page script runs still opens the "Not Ready Yet?" form and the price block', async ({ page }) => {
  let release = await holdScripts(page);
  await page.goto('/get-started', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Share Your Hiring Needs' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Not Ready Yet?' })).toBeVisible();

  release = await holdScripts(page);
  await page.goto('/outsourced-recruiter', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Click for Pricing' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Hide Pricing' })).toHaveAttribute('aria-expanded', 'true');
});

test('a form sent before its script runs is held, says it is sending, and is sent once, when the script arrives', async ({ page }) => {
  const release = await holdScripts(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Full Name').fill('Ana Ruiz');
  await page.getByLabel('Email Address').fill('ana.early@example.com');
  await page.getByLabel('I am a...').selectOption({ index: 1 });
  await page.getByLabel('Message').fill('Sent before the page finished loading.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Held, not sent as a plain form (which would leave the page), and the button says so.
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(page.url()).toMatch(/\/contact$/);
  release();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  expect(posts.filter((u) => u.endsWith('/api/contact'))).toHaveLength(1);
});
