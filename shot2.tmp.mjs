import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [url, file, width, sel] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: Number(width), height: 1000 } });
const errors = [];
p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await p.goto(url);
await p.waitForTimeout(1500);
if (sel === 'filters') { await p.getByRole('button', { name: 'Filters' }).click(); await p.waitForTimeout(500); await p.locator('#job-noClawback').evaluate((el) => el.scrollIntoView({ block: 'center' })); }
else if (sel) { await p.locator(sel).first().scrollIntoViewIfNeeded(); }
await p.waitForTimeout(300);
await p.screenshot({ path: file });
console.log('scrollWidth', await p.evaluate(() => document.documentElement.scrollWidth), 'errors', errors);
await b.close();
