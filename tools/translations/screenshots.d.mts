import type { Page } from '@playwright/test';

export const screenshotWidths: { name: string; viewport: { width: number; height: number } }[];
/** Every picture to take: each page of each language at each width, with its file name under screenshots/. */
export function screenshotPlan(
  routes: readonly { path: string; page: string; language: string | undefined }[],
): { path: string; viewport: { width: number; height: number }; file: string }[];
/** Shows every answer of the page and loads every image (the page's context needs bypassCSP). */
export function showEverything(page: Page): Promise<void>;
