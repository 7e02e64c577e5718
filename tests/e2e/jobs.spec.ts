import { mailsTo } from '../support/outbox';
import { expect, test, type Page } from './support/test';
import { reachBoard } from './support/board';
import { applyByMail, recordMailto, firstMailto, mailtos } from './support/mail-program';

const countLine = (page: Page) => page.getByTestId('count-line');
async function shownCount(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? '';
  return Number(/Showing (\d+) of/.exec(text)?.[1] ?? NaN);
}
async function openBoard(page: Page, query = '') {
  await page.goto(`/jobs${query}`);
  await reachBoard(page, 10_000);
  await page.waitForLoadState('networkidle');
}
const cardTitles = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 3 }).allTextContents();
const cardPlaces = (page: Page) => page.getByRole('list', { name: 'Jobs' }).locator('article p:first-of-type').allTextContents();

test.describe('job board', () => {
  test('renders the newest jobs as HTML before scripts run, with the count line', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Physical Therapy Jobs' })).toBeVisible();
    await expect(countLine(page)).toHaveText(/Showing \d+ of \d+ jobs/);
    expect((await cardTitles(page)).length).toBeGreaterThan(5);
    await context.close();
  });

  test('an unfiltered visit loads no React and no index until the visitor reaches for the board', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto('/jobs');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const heavy = (p: string) => /\/_astro\/(client|JobBoard|SavedJobs|ApplyDialog)\.|\/jobs\/board\//.test(p);
    expect(loaded.filter(heavy)).toEqual([]);
    await expect(page.locator('[data-board-root]')).not.toHaveAttribute('data-state', 'ready');
    // The build's answer is the page's: the cards, the count line and Show more are there.
    await expect(countLine(page)).toHaveText(/Showing \d+ of \d+ jobs/);
    await expect(page.getByRole('button', { name: /Show more jobs/ })).toBeVisible();
    await reachBoard(page);
    expect(loaded.some((p) => /\/jobs\/board\/index-/.test(p))).toBe(true);
  });

  test('Show more as the first thing a visitor does works: the click waits for the board and is not lost', async ({ page }) => {
    // Slow scripts, so the click lands before the island has hydrated.
    await page.route('**/_astro/client*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/jobs');
    const before = (await cardTitles(page)).length;
    const more = page.getByRole('button', { name: /Show more jobs/ });
    // Cards above the button are laid out only when scrolled into view (content-visibility), which moves the
    // button: the pointer goes where it settles (a click on the moving spot landed on the section instead).
    await more.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const a = await more.boundingBox();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const b = await more.boundingBox();
        return a !== null && b !== null && a.y === b.y;
      })
      .toBe(true);
    await more.click();
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(before);
  });

  test('a filter chosen before the board woke is the search it shows, in the URL too', async ({ page }) => {
    await page.route('**/_astro/client*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/jobs');
    await page.getByLabel('Setting').focus();
    await page.getByLabel('Setting').selectOption('home-health');
    await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
    await expect(page).toHaveURL(/setting=home-health/);
    await expect(page.getByLabel('Setting')).toHaveValue('home-health');
    const places = await page.getByRole('list', { name: 'Jobs' }).locator('article').allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const t of places) expect(t).toContain('Home Health');
  });

  test('once a listed job has expired since the build, the board recounts without waiting for the visitor', async ({ page }) => {
    // A visit two years after the build: the build's cards and counts are stale.
    await page.addInitScript(() => {
      const later = Date.now() + 2 * 365 * 24 * 3_600_000;
      Date.now = () => later;
    });
    await page.goto('/jobs');
    await expect(page.locator('html')).toHaveAttribute('data-board-wake', '');
    await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  });

  test('each facet narrows the list and the count line', async ({ page }) => {
    await openBoard(page);
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(50);
    await page.getByLabel('Job type').selectOption('per-diem');
    await expect.poll(() => shownCount(page)).toBeLessThan(total);
    const perDiem = await shownCount(page);
    expect(perDiem).toBeGreaterThan(0);
    await page.getByLabel('Setting').selectOption('home-health');
    await expect.poll(() => shownCount(page)).toBeLessThan(perDiem);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => shownCount(page)).toBe(total);
    await page.getByLabel('Specialty').selectOption('hand-therapy');
    await expect.poll(() => shownCount(page)).toBeLessThan(total);
    for (const t of await cardTitles(page)) expect(t).toMatch(/hand|PT|Therap/i);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search', { exact: true }).fill('pelvic');
    await expect.poll(() => shownCount(page)).toBeLessThan(10);
    expect((await cardTitles(page)).join(' ')).toMatch(/Pelvic/);
  });

  test('a shared URL filters by role and minimum pay, and every option shows what it would give', async ({ page }) => {
    await openBoard(page, '?role=pt&minPay=100000');
    await expect(page.getByLabel('Role')).toHaveValue('pt');
    await expect(page.getByLabel('Minimum pay')).toHaveValue('100000');
    const shown = await shownCount(page);
    expect(shown).toBeGreaterThan(3);
    // The selected options' counts are the count line's.
    await expect(page.locator('#job-role option:checked')).toHaveText(`PT (${shown})`);
    await expect(page.locator('#job-min-pay option:checked')).toHaveText(`$100k+ (${shown})`);
    // Every card is a PT job whose top pay reaches $100k a year (or states no pay, kept by the checked box).
    await page
      .getByRole('button', { name: /Show more jobs/ })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    const perYear: Record<string, number> = { 'a year': 1, 'an hour': 2080, 'a day': 260, 'a week': 52, 'a visit': 1300 };
    const cards = page.getByRole('list', { name: 'Jobs' }).locator('article');
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading').textContent()) ?? '';
      expect(title).not.toMatch(/assistant|\bPTA\b|COTA|occupational/i);
      const pay = (await card.locator('p').nth(1).locator('span').first().textContent()) ?? '';
      if (/negotiable|not specified/.test(pay)) continue;
      const amounts = [...pay.matchAll(/\$([\d,.]+)/g)].map((m) => Number(m[1]!.replaceAll(',', '')));
      const unit = /(a year|an hour|a day|a week|a visit)$/.exec(pay)?.[1] ?? 'a year';
      expect(Math.max(...amounts) * perYear[unit]!, `${title}: ${pay}`).toBeGreaterThanOrEqual(100_000);
    }
    // "Pay shown": the box's count is how many stay.
    const paid = Number(/\((\d+)\)/.exec((await page.locator('[data-count="payOnly"]').textContent()) ?? '')?.[1]);
    expect(paid).toBeLessThan(shown);
    await page.getByLabel('Pay shown').check();
    await expect.poll(() => shownCount(page)).toBe(paid);
    await expect(page).toHaveURL(/payOnly=1/);
  });

  test('counts change when another filter changes, and the result is announced', async ({ page }) => {
    await openBoard(page);
    await expect(countLine(page)).toHaveAttribute('aria-live', 'polite');
    const settings = () => page.locator('#job-setting option').allTextContents();
    const before = await settings();
    const total = await shownCount(page);
    expect(before[0]).toBe(`All (${total})`);
    const bonus = Number(/\((\d+)\)/.exec((await page.locator('[data-count="bonus"]').textContent()) ?? '')?.[1]);
    expect(bonus).toBeGreaterThan(0);
    await page.getByLabel('Sign-on bonus').check();
    await expect.poll(() => shownCount(page)).toBe(bonus);
    await expect(page).toHaveURL(/bonus=1/);
    // The counts follow the results (written once the page is idle).
    await expect.poll(async () => (await settings())[0]).toBe(`All (${bonus})`);
    const after = await settings();
    expect(after).not.toEqual(before);
    // Each setting's count is what choosing it gives.
    const outpatient = Number(/\((\d+)\)/.exec(after.find((t) => t.startsWith('Outpatient'))!)?.[1]);
    await page.getByLabel('Setting').selectOption('outpatient');
    await expect.poll(() => shownCount(page)).toBe(outpatient);
    await expect(page.locator('[data-count="bonus"]')).toHaveText(`(${outpatient})`);
  });

  test("'94043' lists Mountain View and Palo Alto jobs and no Los Angeles job", async ({ page }) => {
    await openBoard(page);
    await page.getByLabel('Location').fill('94043');
    await expect.poll(async () => (await cardPlaces(page)).join('|')).toContain('Palo Alto');
    const places = (await cardPlaces(page)).join('|');
    expect(places).toContain('Mountain View');
    expect(places).not.toContain('Los Angeles');
    await expect(page).toHaveURL(/location=94043/);
  });

  test("'Bay Area', 'Calif' and 'TX' behave", async ({ page }) => {
    await openBoard(page, '?location=Bay+Area');
    await expect.poll(() => shownCount(page)).toBeGreaterThan(5);
    let places = (await cardPlaces(page)).join('|');
    expect(places).toContain('Oakland');
    expect(places).not.toMatch(/Los Angeles|, TX|, NY/);
    await page.getByLabel('Location').fill('Calif');
    await expect.poll(async () => (await cardPlaces(page)).join('|')).toContain('Los Angeles');
    places = (await cardPlaces(page)).join('|');
    expect(places).not.toMatch(/, (TX|NY|FL|IL)/);
    await page.getByLabel('Location').fill('TX');
    await expect.poll(async () => (await cardPlaces(page)).every((p) => p.endsWith(', TX'))).toBe(true);
    expect(await shownCount(page)).toBeGreaterThan(3);
  });

  test('a URL with filters restores them, and Back returns to the previous search', async ({ page }) => {
    await openBoard(page, '?type=part-time&q=therapist');
    await expect(page.getByLabel('Job type')).toHaveValue('part-time');
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('therapist');
    const filtered = await shownCount(page);
    await page.getByLabel('Setting').selectOption('outpatient');
    await expect(page).toHaveURL(/setting=outpatient/);
    await page.goBack();
    await expect(page.getByLabel('Setting')).toHaveValue('all');
    await expect.poll(() => shownCount(page)).toBe(filtered);
  });

  test('jobs that expired after the build leave the board at view time', async ({ page }) => {
    // The index says every job expired at its posting time: nothing may be listed.
    await page.route('**/jobs/board/index-*.json', async (route) => {
      const res = await route.fetch();
      const index = await res.json();
      // Every job's expiry: the last field of the index's shape rows (compact-index.ts), 0 hours after posting.
      index.shape.d = index.shape.d.map((row: number[]) => [...row.slice(0, 3), 0]);
      await route.fulfill({ response: res, json: index });
    });
    await openBoard(page);
    await expect.poll(() => shownCount(page)).toBe(0);
    await expect(page.getByTestId('count-line')).toHaveText('Showing 0 of 0 jobs');
    await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    // PUBLIC_CANDIDATE_PROFILE_URL is unset in this build: "Create Profile" opens the profile on the site.
    await expect(page.getByRole('link', { name: /Create Profile/ })).toHaveAttribute('href', '/profile');
  });
});

test.describe('saved jobs', () => {
  test('save, reload, the count persists, remove from the dialog', async ({ page }) => {
    await openBoard(page);
    await expect(page.getByRole('button', { name: /^Saved Jobs/ })).toHaveCount(0);
    const firstSave = page.getByRole('button', { name: /^Save Job:/ }).first();
    await firstSave.click();
    await expect(page.getByText('Job Saved!')).toBeVisible();
    await page
      .getByRole('button', { name: /^Save Job:/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Saved Jobs/ })).toContainText('2');
    await page.reload();
    await page.waitForLoadState('networkidle');
    const savedButton = page.getByRole('button', { name: /^Saved Jobs/ });
    await expect(savedButton).toContainText('2');
    await expect(page.getByRole('button', { name: /^Unsave:/ })).toHaveCount(2);
    await savedButton.click();
    const dialog = page.getByRole('dialog', { name: /Saved Jobs/ });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await dialog
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    // A real send lands in the embedded outbox with the saved job in it.
    const before = (await mailsTo('seeker@example.com')).length;
    const title = (await dialog.getByRole('listitem').getByRole('link').textContent()) ?? '';
    await dialog.getByLabel('Email my saved jobs').fill('seeker@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email Sent!')).toBeVisible();
    // The mail goes out through the outbox just after the answer.
    await expect.poll(async () => (await mailsTo('seeker@example.com')).length).toBe(before + 1);
    const mails = await mailsTo('seeker@example.com');
    const mail = mails.at(-1)!;
    expect(mail.text).toContain(title.trim());
  });
});

test.describe('job detail', () => {
  test("a detail page has the sections and JSON-LD with Google's required fields", async ({ page }) => {
    await page.goto('/jobs/outpatient-pt-mountain-view');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Outpatient Physical Therapist/);
    await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Benefits' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('$108,000 - $120,000')).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('JobPosting');
    for (const key of ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation']) expect(ld[key], key).toBeTruthy();
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.occupationalCategory).toBe('29-1123.00');
    // The seed's company sites are reserved example names: none is linked, nor named in the structured data.
    await expect(page.getByRole('link', { name: /Visit company website/ })).toHaveCount(0);
    expect(ld.hiringOrganization.sameAs).toBeUndefined();
  });

  test('the id page points its canonical at the slug page', async ({ page }) => {
    await page.goto('/jobs/outpatient-pt-mountain-view');
    const id = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}').identifier.value;
    await page.goto(`/job/${id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jobs\/outpatient-pt-mountain-view$/);
  });

  test('a recruiting-partner job shows the star and notice and applies to staff', async ({ page }) => {
    await page.goto('/jobs/clinic-director-pt-san-diego');
    await expect(page.getByRole('img', { name: 'Recruiting partner job' })).toBeVisible();
    await expect(page.getByText(/recruiting partner role/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit company website/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact Our Recruiters' })).toBeVisible();
  });

  test('apply with a PDF: the mailto goes to the employer with the subject, the body and a resume link that downloads the same bytes', async ({
    page,
    request,
  }) => {
    await recordMailto(page);
    await page.goto('/jobs/outpatient-pt-mountain-view');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: /Apply: Outpatient Physical Therapist/ });
    await expect(dialog.getByLabel('Message')).toHaveValue(/interested in the Outpatient Physical Therapist position/);
    await dialog.getByLabel('Full name').fill('Ana Lopez');
    await dialog.getByLabel('Email').fill('ana@example.com');
    // The type is checked the moment the file is chosen (the field is cleared again).
    await dialog.getByLabel(/Resume/).setInputFiles({ name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByText('Invalid File Type', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(/Resume/)).toHaveValue('');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 66)]);
    await dialog.getByLabel(/Resume/).setInputFiles({ name: 'Ana CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    const [address] = await Promise.all([page.waitForResponse(/apply-address/), dialog.getByRole('button', { name: 'Use my email app instead' }).click()]);
    const email = (await address.json()).email as string;
    await expect(page.getByText('Application Submitted')).toBeVisible();
    // The dialog keeps the mail for a device whose mail program did not open.
    const ready = page.getByRole('dialog', { name: 'Your application is ready to send' });
    await expect(ready).toBeVisible();
    await expect(ready.getByText(email, { exact: true })).toBeVisible();
    await expect(ready.getByText('Application for Outpatient Physical Therapist Position', { exact: true })).toBeVisible();
    await ready.getByRole('button', { name: 'Done' }).click();
    await expect(ready).toBeHidden();
    const url = new URL((await mailtos(page))[0] ?? '');
    expect(decodeURIComponent(url.pathname)).toBe(email);
    expect(email).toMatch(/@leakcheck\.example$/);
    expect(url.searchParams.get('subject')).toBe('Application for Outpatient Physical Therapist Position');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('Name: Ana Lopez');
    expect(body).toContain('Email: ana@example.com');
    const resumeLink = /Resume: (\S+)/.exec(body)?.[1];
    expect(resumeLink).toBeTruthy();
    const download = await request.get(resumeLink!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body())).toEqual(pdf);
    // The site's own link (counted for the employer's figures), forwarding to the storage's.
    expect(resumeLink).toMatch(/\/api\/resumes\/open\/[\w.-]+$/);
    const tampered = await request.get(`${resumeLink!.slice(0, -4)}AAAA`);
    expect(tampered.status()).toBe(404);
  });

  for (const width of [390, 1280]) {
    test(`without a mail program the application still lands: the dialog shows it with Copy and webmail links (${width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      // A device with no mail program: the mailto opens nothing.
      await page.addInitScript(() => {
        const click = HTMLAnchorElement.prototype.click;
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          if (!this.href.startsWith('mailto:')) click.call(this);
        };
      });
      await page.goto('/jobs/outpatient-pt-mountain-view');
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      const dialog = page.getByRole('dialog', { name: /Apply: / });
      await dialog.getByLabel('Full name').fill('Ana Lopez');
      await dialog.getByLabel('Email').fill('ana@example.com');
      await dialog.getByLabel('Message').fill('I would like to apply.');
      await dialog.getByRole('button', { name: 'Use my email app instead' }).click();
      const ready = page.getByRole('dialog', { name: 'Your application is ready to send' });
      await expect(ready).toBeVisible();
      await expect(ready.getByRole('heading', { level: 2 })).toBeFocused();
      await ready.getByRole('button', { name: 'Copy message' }).click();
      await expect(ready.getByRole('status').filter({ hasText: 'copied' })).toHaveText('Message copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('I would like to apply.');
      const gmail = new URL((await ready.getByRole('link', { name: /Open in Gmail/ }).getAttribute('href')) ?? '');
      expect(gmail.searchParams.get('su')).toBe('Application for Outpatient Physical Therapist Position');
      expect(gmail.searchParams.get('body')).toContain('Name: Ana Lopez');
      await expect(ready.getByRole('link', { name: /Open in Outlook/ })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\//);
      // Closed, it starts clean for the next job.
      await ready.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      await expect(page.getByRole('dialog', { name: /Apply: / }).getByLabel('Full name')).toHaveValue('');
      await context.close();
    });
  }

  test('a recruiting-partner job sends interest to staff', async ({ page }) => {
    await recordMailto(page);
    await page.goto('/jobs/clinic-director-pt-san-diego');
    await applyByMail(page, {
      opener: 'Contact Our Recruiters',
      name: 'Sam Lee',
      email: 'sam@example.com',
      send: 'Use my email app instead',
      toast: 'Contact Form Submitted',
    });
    const url = await firstMailto(page);
    expect(decodeURIComponent(url.pathname)).toBe('team@rehabmatch.example');
    expect(url.searchParams.get('subject')).toBe('Interest in Clinic Director - Outpatient Physical Therapy Position');
  });

  test('Apply on a board card and Apply Now on a city landing page open the dialog in place', async ({ page }) => {
    await recordMailto(page);
    await openBoard(page);
    const firstTitle = (await cardTitles(page))[0]!;
    await page
      .getByRole('link', { name: `Apply: ${firstTitle}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`: ${firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/jobs$/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/physical-therapy-jobs/san-francisco');
    const apply = page.getByRole('link', { name: /^Apply Now/ }).first();
    const title = ((await apply.textContent()) ?? '').replace(/^Apply Now: /, '');
    await apply.click();
    const cityDialog = page.getByRole('dialog');
    await expect(cityDialog.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page).toHaveURL(/\/physical-therapy-jobs\/san-francisco$/);
    await cityDialog.getByLabel('Full name').fill('Kim Park');
    await cityDialog.getByLabel('Email').fill('kim@example.com');
    await cityDialog.getByRole('button', { name: 'Use my email app instead' }).click();
    await expect(page.getByText(/Application Submitted|Contact Form Submitted/)).toBeVisible();
    const url = await firstMailto(page);
    expect(url.searchParams.get('subject')).toMatch(new RegExp(`(Application for|Interest in) .+ Position`));
    expect(decodeURIComponent(url.pathname)).toMatch(/@/);
  });

  test('an expired job shows the notice and no apply button at view time', async ({ page }) => {
    await page.route('**/jobs/outpatient-pt-mountain-view', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(/data-expires-at="[^"]*"/, `data-expires-at="${new Date(Date.now() - 1000).toISOString()}"`);
      await route.fulfill({ response: res, body: html });
    });
    await page.goto('/jobs/outpatient-pt-mountain-view');
    await expect(page.getByText('This job is no longer accepting applications').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeHidden();
  });

  test('the static job pages answer; Morro Bay has no LinkedIn button while no profile is set', async ({ page }) => {
    for (const slug of ['orthopedic-pt-west-la', 'pta-morro-bay', 'hospital-pt-mountain-view', 'locum-hospital-pt-mountain-view']) {
      const res = await page.goto(`/jobs/${slug}`);
      expect(res?.status(), slug).toBe(200);
      await expect(page.getByRole('button', { name: 'Contact Our Recruiters' })).toBeVisible();
    }
    await expect(page.getByRole('complementary').getByText('$2,130 - $2,190 a week')).toBeVisible();
    // PUBLIC_SOCIAL_PROFILE_URL is unset in this build: nothing to connect to (a build with it set has the
    // button: tests/platform/product-name-build.test.ts).
    await page.goto('/jobs/pta-morro-bay');
    await expect(page.getByRole('link', { name: /Connect on LinkedIn/ })).toHaveCount(0);
  });

  test('an unknown job URL answers 404 with Job Not Found', async ({ page }) => {
    for (const path of ['/job/999999', '/jobs/no-such-job-here']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
      await expect(page.getByText("The job listing you're looking for could not be found.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
    }
  });
});

test('the geocode function answers on the host', async ({ request }) => {
  const ok = await request.post('/api/geocode', { data: { location: 'Austin, TX' } });
  expect(await ok.json()).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
  const bad = await request.post('/api/geocode', { data: { location: '' } });
  expect(bad.status()).toBe(400);
});
