import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [url, file, width, action] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await p.goto(url);
if (action === 'menu') {
  const s = p.locator('summary:has-text("More")').nth(1);
  await s.scrollIntoViewIfNeeded();
  await s.click();
  await p.evaluate(() => scrollBy(0, 200));
}
if (action === 'report') {
  await p.waitForTimeout(500);
}
await p.waitForTimeout(800);
const sw = await p.evaluate(() => document.documentElement.scrollWidth);
await p.screenshot({ path: file });
console.log('scrollWidth', sw, 'errors', errors);
await b.close();
