import { disclosure } from '../disclosure';
import { expect, preorderForm, test, text } from '../fixtures';

test.describe('header', () => {
  test('turns translucent with a border once scrolled past 10px', async ({ page }) => {
    await page.goto('/en');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const borderAtTop = await header.evaluate((element) => getComputedStyle(element).borderBottomColor);
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    const borderScrolled = await header.evaluate((element) => getComputedStyle(element).borderBottomColor);
    expect(borderScrolled).not.toBe(borderAtTop);
    await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('Features scrolls to the features section on the home page', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/en#features');
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('Features on another page goes to the home page’s features section', async ({ page }) => {
    await page.goto('/ja/pricing');
    const nav = page.getByRole('navigation', { name: text('ja', (d) => d.header.primaryNav) });
    await nav.getByRole('link', { name: text('ja', (d) => d.header.features) }).click();
    await expect(page).toHaveURL('/ja#features');
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('on an unprefixed route, Features and Join the waitlist scroll in place', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/#features');
    await expect(page.locator('#features')).toBeInViewport();
    await nav.getByRole('link', { name: 'Join the waitlist' }).click();
    await expect(page).toHaveURL('/#waitlist');
    await expect(page.locator('#waitlist')).toBeInViewport();
    // From another unprefixed page they go to the unprefixed home page.
    await page.goto('/faq');
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/#features');
  });

  test('the header marks the page she is on, in the row and in the phone’s menu', async ({ page }) => {
    await page.goto('/en/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const pricing = nav.getByRole('link', { name: 'Pricing' });
    await expect(pricing).toHaveAttribute('aria-current', 'page');
    await expect(pricing).toHaveCSS('font-weight', '700');
    await expect(pricing).toHaveCSS('text-decoration-line', 'underline');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Support' }).click();
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    await expect(pricing).not.toHaveAttribute('aria-current');

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/ja/faq');
    await disclosure(
      page.getByRole('banner'),
      text('ja', (d) => d.header.openMenu),
    ).summary.click();
    const menu = page.getByRole('navigation', { name: text('ja', (d) => d.header.primaryNav) });
    await expect(menu.locator('[aria-current="page"]')).toHaveAttribute('href', '/ja/faq');
  });

  test('nav links go to pricing and support in the current language', async ({ page }) => {
    await page.goto('/it');
    const nav = page.getByRole('navigation', { name: text('it', (d) => d.header.primaryNav) });
    await nav.getByRole('link', { name: text('it', (d) => d.header.pricing) }).click();
    await expect(page).toHaveURL('/it/pricing');
    await expect(page).toHaveTitle(text('it', (d) => d.pages.pricing.title));
    await nav.getByRole('link', { name: text('it', (d) => d.header.support) }).click();
    await expect(page).toHaveURL('/it/support');
  });

  test('Pre-order opens the configured form in a new tab, safely', { tag: '@config' }, async ({ page, context }) => {
    await context.route(`${new URL(preorderForm()).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>form</title>' }),
    );
    await page.goto('/en/faq');
    const preorder = page.getByRole('link', { name: /Pre-order/ });
    await expect(preorder).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(preorder).toContainText('(opens in a new tab)');
    const [popup] = await Promise.all([page.waitForEvent('popup'), preorder.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(preorderForm());
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL('/en/faq');
  });

  test('the brand links to the current language’s home page', async ({ page }) => {
    await page.goto('/ko/support');
    await page.getByRole('link', { name: text('ko', (d) => d.header.homeLink) }).click();
    await expect(page).toHaveURL('/ko');
    await expect(page).toHaveTitle(text('ko', (d) => d.pages.home.title));
  });
});

test.describe('keyboard focus', () => {
  test('the first Tab shows the skip link, and every focused control has a visible ring', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    for (let i = 0; i < 4; i += 1) {
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
      expect(ring).toBe('solid 3px rgb(26, 86, 219)');
      await page.keyboard.press('Tab');
    }
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/en/faq');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
