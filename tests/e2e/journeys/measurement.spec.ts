/**
 * Cookie-less measurement (issue 41), in the build that measures (dist-waitlist: VITE_ANALYTICS=plausible):
 * a page view on each page, told by language, market and the kind of address, and one named count
 * for each call to action, all to the site's own /api/event (answered by the `collected` fixture as
 * the collector would); nothing under Global Privacy Control or Do Not Track. That the default
 * build has none of this code is checked on the build itself (tests/unit/built-pages/measurement.test.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { pathFor } from '@/routing/routes';
import { builtSite, expect, test, text, type CollectedEvent } from '../fixtures';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';

const site = () => builtSite();

/** Links are followed nowhere: the count is what is tested, not the page behind it. */
async function stayOnPage(page: Page) {
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
    }),
  );
}

/** The counts sent since `from`, once `count` of them have arrived. */
async function countsAfter(collected: CollectedEvent[], from: number, count = 1): Promise<CollectedEvent[]> {
  await expect.poll(() => collected.length - from, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
  return collected.slice(from);
}

/** Presses a control and returns the one count it sent. */
async function press(collected: CollectedEvent[], control: Locator, options?: Parameters<Locator['click']>[0]) {
  const from = collected.length;
  await control.click(options);
  const counts = await countsAfter(collected, from);
  expect(counts).toHaveLength(1);
  return counts[0];
}

test('with measurement on, each page is counted once and each call to action by its name, all to /api/event on the site @waitlist', async ({
  page,
  context,
  collected,
  baseURL,
}) => {
  const { measurement, markets } = site();
  expect(measurement).toEqual({ service: 'plausible', site: 'aria.example.org' });
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== baseURL && request.resourceType() !== 'document') elsewhere.push(request.url());
  });
  context.on('page', (opened) => void opened.close());
  const links = markets.en.links;
  if (!links.preorder || !links.homeVisit) throw new Error('The en market of this build sells and visits homes.');

  // The unprefixed home page, shown in English.
  await page.goto('/');
  const [home] = await countsAfter(collected, 0);
  expect(home).toEqual({
    name: 'pageview',
    domain: 'aria.example.org',
    url: `${baseURL}/`,
    referrer: '',
    props: { language: 'en', market: 'US', page: 'home', address: 'unprefixed' },
  });
  await stayOnPage(page);
  const en = { language: 'en', market: 'US', page: 'home', address: 'unprefixed' };
  const at = (control: string) => page.locator(control).first();

  expect(await press(collected, at(`header a[href^="${links.preorder.split('?')[0]}"]`))).toMatchObject({
    name: 'Pre-order',
    props: en,
  });
  expect(await press(collected, at('button[data-clip]'))).toMatchObject({
    name: 'Voice sample',
    props: { ...en, clip: 'hero' },
  });
  // With a modifier the app leaves the film's link to the browser (a new tab), and it is counted as the window would be.
  expect(await press(collected, at('a[href*="youtube.com/watch"]'), { modifiers: ['Control'] })).toMatchObject({
    name: 'Film',
    props: { ...en, film: 'hero' },
  });
  expect(await press(collected, at(`a[href="${links.waitlist}"]`))).toMatchObject({ name: 'Waitlist', props: en });
  expect(await press(collected, at('a[href^="tel:"]'))).toMatchObject({ name: 'Call', props: en });
  expect(await press(collected, at(`a[href="${links.videoSession}"]`))).toMatchObject({ name: 'Book video session' });
  expect(await press(collected, at(`a[href="${links.homeVisit}"]`))).toMatchObject({ name: 'Book home visit' });

  await page.locator('details:has(a[href^="mailto:?"]) > summary').click();
  expect(await press(collected, at('a[href^="mailto:?"]'))).toMatchObject({
    name: 'Send page',
    props: { ...en, app: 'email' },
  });

  const textSize = page.getByRole('button', { name: text('en', (d) => d.textSize.button), exact: true });
  await textSize.click();
  const sizes = page.getByRole('group', { name: text('en', (d) => d.textSize.options) }).getByRole('button');
  expect(await press(collected, sizes.nth(1))).toMatchObject({ name: 'Text size', props: { ...en, size: 'large' } });
  // A choice closes the panel; back to the normal size through it again.
  await textSize.click();
  await sizes.nth(0).click();

  // The home form opens the pre-order form with a valid contact: counted once, and never what she typed.
  await readyWaitlistForm(page);
  const { field, submit } = waitlistForm(page.locator('#waitlist [data-path="preorder"]'), 'en');
  await field.fill('grandma@example.com');
  const sent = await press(collected, submit);
  expect(sent).toMatchObject({ name: 'Pre-order', props: en });
  expect(JSON.stringify(collected)).not.toContain('grandma');

  // A prefixed address, then a page opened within the app: each counted with its own address and kind.
  const beforeCrowd = collected.length;
  await page.goto(pathFor('crowdsupport', 'en'));
  const [crowd] = await countsAfter(collected, beforeCrowd);
  expect(crowd).toMatchObject({
    name: 'pageview',
    url: `${baseURL}/en/crowdsupport`,
    props: { language: 'en', market: 'US', page: 'crowdsupport', address: 'prefixed' },
  });
  await stayOnPage(page);
  expect(await press(collected, at(`a[href="${links.tiers.circle}"]`))).toMatchObject({
    name: 'Crowd support',
    props: { page: 'crowdsupport', tier: 'circle' },
  });
  expect(await press(collected, at(`a[href^="${markets.en.chat.url}"]`))).toMatchObject({
    name: 'Chat',
    props: { page: 'crowdsupport', app: 'whatsapp' },
  });
  const beforeApi = collected.length;
  await page.locator('a[href="/en/api"]:visible').first().click();
  const [api] = await countsAfter(collected, beforeApi);
  expect(api).toMatchObject({
    name: 'pageview',
    url: `${baseURL}/en/api`,
    props: { page: 'api', address: 'prefixed' },
  });
  expect(await press(collected, at(`a[href^="${links.apiApply}"]`))).toMatchObject({
    name: 'API apply',
    props: { page: 'api' },
  });

  // A Japanese page: its language and market (a market that does not sell: its buttons lead to the waitlist).
  const beforeJa = collected.length;
  await page.goto(pathFor('pricing', 'ja'));
  const [ja] = await countsAfter(collected, beforeJa);
  expect(ja).toMatchObject({ props: { language: 'ja', market: 'JP', page: 'pricing', address: 'prefixed' } });

  expect(collected.filter(({ name }) => name === 'pageview')).toHaveLength(4);
  expect(elsewhere.filter((url) => !url.startsWith('https://www.youtube'))).toEqual([]);
});

const privacySignals = {
  'Global Privacy Control': () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
  'Do Not Track': () => Object.defineProperty(navigator, 'doNotTrack', { value: '1' }),
};

for (const [signal, send] of Object.entries(privacySignals)) {
  test(`nothing is counted under ${signal} @waitlist`, async ({ page, collected }) => {
    await page.addInitScript(send);
    await page.goto(pathFor('home', 'en'));
    await stayOnPage(page);
    await page
      .locator(`header a[href^="${site().markets.en.links.preorder?.split('?')[0]}"]`)
      .first()
      .click();
    // The measurement would have loaded and sent its page view well within this (under 0.5 s idle).
    await page.waitForTimeout(2_000);
    expect(collected).toEqual([]);
  });
}
