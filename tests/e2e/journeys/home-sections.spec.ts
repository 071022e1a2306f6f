import { disclosure } from '../disclosure';
import { builtPeople, builtSite, expect, test, text } from '../fixtures';
import { closeVideo, openVideo, videoLinks, videoWindow } from '@e2e/drivers/video-window';

for (const language of ['en', 'ja'] as const) {
  test(`the home page holds the twelve FAQ items, one open at a time (${language})`, async ({ page }) => {
    await page.goto(`/${language}`);
    const faq = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: text(language, (d) => d.faq.title) }) });
    await expect(faq.locator('details')).toHaveCount(12);
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await disclosure(
      faq,
      text(language, (d) => d.faq.items.q1.question),
    ).summary.click();
    await expect(faq.getByText(text(language, (d) => d.faq.items.q1.answer))).toBeVisible();
    const q8 = disclosure(
      faq,
      text(language, (d) => d.faq.items.q8.question),
    );
    await q8.summary.click();
    await expect(faq.getByText(text(language, (d) => d.faq.items.q1.answer))).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await q8.expectOpen();
    await q8.summary.click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test(`the landing sections are on the home page (${language})`, { tag: '@config' }, async ({ page }) => {
    await page.goto(`/${language}`);
    for (const title of [
      text(language, (d) => d.home.featuresTitle),
      text(language, (d) => d.meet.sectionTitle),
      text(language, (d) => d.testimonials.title),
      text(language, (d) => d.pricing.title),
      text(language, (d) => d.waitlist.heading),
      text(language, (d) => d.faq.title),
      text(language, (d) => d.support.title),
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      page.getByText(
        text(language, (d) => d.pricing.badge),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: text(language, (d) => d.support.options.phone.action) }),
    ).toHaveAttribute('href', `tel:${builtSite().markets[language].supportPhone.dial}`);
    // Real people in the page's language, or the three illustrative stories, each marked a sample.
    const real = builtPeople().testimonials;
    if (real)
      await expect(page.locator('#testimonials figure')).toHaveCount(real.filter((p) => p.quote[language]).length);
    else await expect(page.locator('#testimonials li[data-sample]')).toHaveCount(3);
  });
}

test('a #q5 link opens the fifth question', async ({ page }) => {
  await page.goto('/en#q5');
  await disclosure(page, 'How do medicine reminders work?').expectOpen();
  await expect(page.locator('#q5')).toBeInViewport();
});

test('the privacy card shows a badge instead of a button, and the film card opens the meet video', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByText('Encrypted, and shared only with permission')).toBeVisible();
  const filmButton = videoLinks(page, 'en').featuresCard;
  await closeVideo(page, await openVideo(filmButton, videoWindow(page, 'en', 'meet')));
  await expect(filmButton).toBeFocused();
});

test('the hero play button opens the hero video', async ({ page }) => {
  await page.goto('/ja');
  await openVideo(videoLinks(page, 'ja').hero, videoWindow(page, 'ja'));
});

test('the meet section’s button opens the meet video', async ({ page }) => {
  await page.goto('/en');
  await openVideo(videoLinks(page, 'en').meetSection, videoWindow(page, 'en', 'meet'));
});

test('icon-only buttons show their name as a tooltip on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/en');
  const play = videoLinks(page, 'en').hero;
  await play.hover();
  // The hint's code arrives while the pointer rests on the button; the next movement shows it.
  await expect(play).toHaveAttribute('data-state', /closed|open/);
  await play.hover({ position: { x: 20, y: 20 } });
  await expect(page.getByRole('tooltip', { name: 'Watch video' })).toBeVisible();
  // Dismissible without moving the pointer (WCAG 1.4.13).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await play.focus();
  await expect(page.getByRole('tooltip', { name: 'Watch video' })).toBeVisible();
});

test('feature cards below the fold enter one after another, 0.1s apart', async ({ page }) => {
  await page.goto('/en');
  const cards = page.locator('#features li[data-reveal]');
  await expect(cards).toHaveCount(6);
  const steps = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDelay));
  expect(steps).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
  await expect(cards.first()).toHaveAttribute('data-reveal', 'hidden');
  await page.locator('#features').scrollIntoViewIfNeeded();
  await cards.first().scrollIntoViewIfNeeded();
  await expect(cards.first()).toHaveAttribute('data-reveal', 'shown');
});

test('with reduced motion the cards are simply there', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  await expect(page.locator('#features li[data-reveal]')).toHaveCount(0);
  await expect(page.locator('#features li').first()).toHaveCSS('opacity', '1');
});
