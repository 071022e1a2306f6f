import { disclosure } from '../disclosure';
import { expect, test, text } from '../fixtures';
import { openVideo, videoWindow } from '@e2e/drivers/video-window';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('mobile navigation', () => {
  test('collapses the nav behind a menu button that works by keyboard', async ({ page }) => {
    await page.goto('/en/faq');
    const menu = disclosure(page.getByRole('banner'), 'Menu');
    await menu.expectClosed();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();

    await menu.summary.focus();
    await page.keyboard.press('Enter');
    await menu.expectOpen();
    await expect(menu.summary).toHaveAccessibleName('Close menu');
    const panel = page.getByRole('navigation', { name: 'Main' });
    await expect(panel.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Pre-order/ })).toBeVisible();

    await panel.getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu.summary).toBeFocused();
    await expect(menu.summary).toHaveAccessibleName('Menu');
  });

  test('closes on navigation', async ({ page }) => {
    await page.goto('/ko');
    await disclosure(
      page.getByRole('banner'),
      text('ko', (d) => d.header.openMenu),
    ).summary.click();
    const panel = page.getByRole('navigation', { name: text('ko', (d) => d.header.primaryNav) });
    await panel.getByRole('link', { name: text('ko', (d) => d.header.support) }).click();
    await expect(page).toHaveURL('/ko/support');
    await expect(panel).toBeHidden();
  });

  test('opens the video from the menu', async ({ page }) => {
    await page.goto('/en');
    await disclosure(page.getByRole('banner'), 'Menu').summary.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await openVideo(menu.getByRole('link', { name: text('en', (d) => d.header.watchVideo) }), videoWindow(page, 'en'));
  });

  test('closes when the window grows to desktop width', async ({ page }) => {
    await page.goto('/en');
    const menu = disclosure(page.getByRole('banner'), 'Menu');
    await menu.summary.click();
    await menu.expectOpen();
    await page.setViewportSize({ width: 1400, height: 900 });
    // The desktop nav takes over and the menu panel closes after the 250ms debounce.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
    await menu.expectClosed();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();
  });

  // Nothing overflows 320 px in any language: the layout sweeps (every page, every language, three
  // engines) and, with the menu open, the header's panels (engines/header-panels.spec.ts).
});
