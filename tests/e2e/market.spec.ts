import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { CITY_SLUGS, STATE_SLUGS } from '../../src/domain/reserved-slugs';
import { matchesLosAngeles } from '../../src/features/market/market';
import { readBuiltBoard } from '../../src/features/board/read-built.server';

type J = { city: string; state: string; zip_code: string | null; expires_at: string | null };
const data: { jobs: J[] } = { jobs: readBuiltBoard() };
const states = Object.fromEntries(
  STATE_SLUGS.map((s) => [s, JSON.parse(readFileSync(`content/states/${s}.json`, 'utf8')) as { name: string; abbreviation: string }]),
);
const cities = Object.fromEntries(
  CITY_SLUGS.map((s) => [s, JSON.parse(readFileSync(`content/cities/${s}.json`, 'utf8')) as { name: string; stateAbbr: string }]),
);

test('all 10 state pages answer with their h1, and the job count matches the data', async ({ page }) => {
  for (const slug of STATE_SLUGS) {
    const res = await page.goto(`/jobs/${slug}`);
    expect(res?.status(), slug).toBe(200);
    const { name, abbreviation } = states[slug]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Physical Therapy Jobs in ${name}`);
    const expected = Math.min(50, data.jobs.filter((j) => j.state === abbreviation).length);
    await expect(page.locator('[data-job-count]')).toHaveText(String(expected));
    await expect(page.getByRole('link', { name: 'Search All Jobs' })).toHaveAttribute('href', '/jobs');
    await expect(page.getByRole('link', { name: 'Get Personalized Matches' })).toHaveAttribute('href', '/profile'); // the profile on the site (no outside form set in this build)
  }
});

test('one page per city: each old city jobs page moves for good to the city page, which says Salary not specified when absent', async ({ page, request }) => {
  let sawNotSpecified = false;
  for (const slug of CITY_SLUGS) {
    const moved = await request.get(`/jobs/city/${slug}`, { maxRedirects: 0 });
    expect(moved.status(), slug).toBe(301);
    expect(moved.headers()['location'], slug).toBe(`/physical-therapy-jobs/${slug}`);
    const res = await page.goto(`/jobs/city/${slug}`);
    expect(res?.status(), slug).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/physical-therapy-jobs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Physical Therapy Jobs in ${cities[slug]!.name}`);
    const details = page.getByRole('link', { name: /^View Details/ });
    for (const href of await details.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/job\/\d+$|^\/jobs\/[a-z0-9-]+$/); // static job pages keep their own URL
    if ((await page.getByText('Salary not specified').count()) > 0) sawNotSpecified = true;
  }
  expect(sawNotSpecified).toBe(true);
});

test('all 12 city landing pages answer with the LA rule and the name rule applied', async ({ page }) => {
  for (const slug of CITY_SLUGS) {
    const res = await page.goto(`/physical-therapy-jobs/${slug}`);
    expect(res?.status(), slug).toBe(200);
    const { name, stateAbbr } = cities[slug]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Physical Therapy Jobs in ${name}`);
    const inState = data.jobs.filter((j) => j.state === stateAbbr);
    const kept =
      slug === 'los-angeles'
        ? inState.filter((j) => matchesLosAngeles({ zip_code: j.zip_code, city: j.city }))
        : inState.filter((j) => j.city.toLowerCase().includes(name.toLowerCase()));
    await expect(page.locator('[data-job-count]').first()).toHaveText(String(Math.min(20, kept.length)));
    await expect(page.getByText('Market: Growing')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Profile' })).toHaveAttribute('href', '/profile');
  }
  await page.goto('/physical-therapy-jobs/los-angeles');
  const places = await page.locator('[data-market-jobs] li p:nth-of-type(2)').allTextContents();
  expect(places.join('|')).toMatch(/Santa Monica|Pasadena|Hollywood|Beverly Hills/);
  expect(places.join('|')).not.toMatch(/Riverside|Orange, CA/);
});

test('a state whose jobs have all expired since the build shows the empty text, and its count is 0', async ({ page }) => {
  // The seed gives every Michigan job an expiry within weeks; move the browser's clock past the last one.
  const michigan = data.jobs.filter((j) => j.state === 'MI');
  expect(michigan.length).toBeGreaterThan(0);
  expect(michigan.every((j) => j.expires_at)).toBe(true);
  await page.goto('/jobs/michigan');
  await expect(page.getByText('Check back soon for new opportunities in Michigan')).toBeHidden();
  await expect(page.locator('[data-job-count]')).toHaveText(String(michigan.length));
  const after = Math.max(...michigan.map((j) => Date.parse(j.expires_at!))) + 3_600_000;
  await page.clock.install({ time: after });
  await page.goto('/jobs/michigan');
  await expect(page.getByText('Check back soon for new opportunities in Michigan')).toBeVisible();
  await expect(page.locator('[data-job-count]')).toHaveText('0');
  await expect(page.getByRole('link', { name: /^View Details/ })).toHaveCount(0);
});

test('the charts label their bars, draw open-ended ranges as such, and follow the list when jobs expire', async ({ page }) => {
  await page.goto('/jobs/california');
  const salaries = page.getByRole('figure', { name: /Salary ranges of listed jobs in California/ });
  await expect(salaries).toBeVisible();
  const bySetting = page.getByRole('figure', { name: /Listed jobs in California by setting/ });
  await expect(bySetting).toBeVisible();
  // Every bar is labelled with its job and its range, in words.
  const rows = salaries.getByRole('listitem');
  expect(await rows.count()).toBeGreaterThan(3);
  for (const text of await rows.allTextContents()) expect(text).toMatch(/\(.+\)\s*(\$[\d,]+ - \$[\d,]+|\$[\d,]+\+|Up to \$[\d,]+)/);
  const total = async () => (await bySetting.locator('[data-count-text]').allTextContents()).reduce((n, t) => n + Number(t), 0);
  const before = await total();
  // After the soonest-expiring California job expires, the charts lose it as the list does.
  const data = { jobs: readBuiltBoard() };
  const soonest = Math.min(...data.jobs.filter((j) => j.state === 'CA' && j.expires_at).map((j) => Date.parse(j.expires_at!)));
  await page.clock.install({ time: soonest + 60_000 });
  await page.goto('/jobs/california');
  const listed = Number(await page.locator('[data-job-count]').textContent());
  await expect.poll(total).toBeLessThan(before);
  expect(await total()).toBe(listed);
});

test('an open-ended salary is drawn to the edge of the scale and fades out', async ({ page }) => {
  await page.goto('/jobs/california');
  const open = page
    .locator('[data-salary-row]')
    .filter({ hasText: /\$[\d,]+\+/ })
    .first();
  await expect(open).toBeVisible();
  const style = (await open.locator('.absolute').getAttribute('style')) ?? '';
  const left = Number(/left:([\d.]+)%/.exec(style)![1]);
  const width = Number(/width:([\d.]+)%/.exec(style)![1]);
  expect(left + width).toBeCloseTo(100, 1); // to the edge, never past it
  expect(style).toContain('linear-gradient(to right');
});

test('unknown states and cities answer 404 with the spec copy', async ({ page }) => {
  let res = await page.goto('/jobs/city/atlantis');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'City Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Jobs' })).toHaveAttribute('href', '/jobs');
  expect(new URL(page.url()).pathname).toBe('/physical-therapy-jobs/atlantis');
  res = await page.goto('/physical-therapy-jobs/atlantis');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'City Not Found' })).toBeVisible();
  await expect(page.getByText("We don't have job listings for this city yet.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cities we cover' }).getByRole('link', { name: 'Chicago, IL' })).toHaveAttribute(
    'href',
    '/physical-therapy-jobs/chicago',
  );
  res = await page.goto('/jobs/oregon');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'State Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Jobs' })).toHaveAttribute('href', '/jobs');
});

test('the home page shows the four state cards', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Physical Therapy Jobs by State' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['California', 'Florida', 'New York', 'Texas']);
  await expect(section.getByText('+25% growth')).toBeVisible();
  await expect(section.getByText('Houston, Dallas')).toBeVisible();
  await expect(section.getByRole('link', { name: 'View Texas Jobs' })).toHaveAttribute('href', '/jobs/texas');
  await expect(section.getByRole('link', { name: 'Browse All States & Locations' })).toHaveAttribute('href', '/jobs');
});
