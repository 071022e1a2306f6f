import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
for (const path of process.argv.slice(2)) {
  await page.goto('http://localhost:4181' + path);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && e.getBoundingClientRect().width > 0)
      .map(
        (e) =>
          `${e.tagName} ${e.className.toString().slice(0, 60)} right=${Math.round(e.getBoundingClientRect().right)} "${e.textContent.trim().slice(0, 40)}"`,
      )
      .slice(0, 6),
  );
  console.log(path, wide);
}
await browser.close();
