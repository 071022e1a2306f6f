import { chromium } from '@playwright/test';
const [, , url, prefix, w = '1280', h = '900'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
const logs = [];
page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
await page.goto(url, { waitUntil: 'networkidle' });
const sections = process.argv.slice(6);
let i = 0;
for (const selector of sections) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.evaluate(
    (s) => document.querySelector(s).scrollIntoView({ block: 'start', behavior: 'instant' }),
    selector,
  );
  await page.waitForTimeout(900);
  await page.screenshot({ path: `${prefix}-${i++}.png` });
}
console.log(logs.join('\n') || 'no console output');
await browser.close();
