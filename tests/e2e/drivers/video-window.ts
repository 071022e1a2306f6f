import type { Locator, Page } from '@playwright/test';
import type { Language } from '@/config/languages';
import { expect, text } from '../fixtures';

/** The two films: the introduction (the header's link, the hero's round button) and the day at home. */
export type Film = 'hero' | 'meet';

/**
 * Every link that opens a film, by where it is: the header's and the hero's round button (the
 * introduction), the features card's and the meet section's (the day at home). The one place the
 * tests find them, so a renamed link changes one file.
 */
export function videoLinks(page: Page, language: Language) {
  const watchVideo = text(language, (d) => d.header.watchVideo);
  const watchFilm = text(language, (d) => d.meet.watchFilm);
  const sampleTag = text(language, (d) => d.sample.tag);
  return {
    header: page.getByRole('banner').getByRole('link', { name: watchVideo }),
    // Its name, and the sample tag after it while the film is the build's placeholder.
    hero: page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(watchVideo)}( ${escapeRegExp(sampleTag)})?$`) }),
    featuresCard: page.locator('#features').getByRole('link', { name: watchFilm }),
    meetSection: page.locator('#meet').getByRole('link', { name: watchFilm }),
  };
}

/** The video window showing a film, found as a dialog named by the film's title. */
export function videoWindow(page: Page, language: Language, film: Film = 'hero'): Locator {
  return page.getByRole('dialog', {
    name: text(language, (d) => (film === 'hero' ? d.video.heroTitle : d.video.meetTitle)),
  });
}

/** Presses a film's link and waits for its window; returns the window. */
export async function openVideo(link: Locator, window: Locator): Promise<Locator> {
  await link.click();
  await expect(window).toBeVisible();
  return window;
}

/** Closes the window as a visitor would with the keyboard (Escape) and waits until it is gone. */
export async function closeVideo(page: Page, window: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
}

/** The words as a pattern: without the phrase breaks, which an accessible name does not carry. */
const escapeRegExp = (value: string) => value.replace(/[\u200b\u2060]/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
