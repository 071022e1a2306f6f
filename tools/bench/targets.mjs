// The owner's speed targets (docs/speed.md), declared once: `npm run bench` prints each page
// against them, tests/unit/bundle-budget.test.ts holds every build to the first-load budget, and
// tests/unit/doc-figures.test.ts fails while docs/speed.md states other figures.

const KB = 1024;

/** What a page may download before it hydrates, gzip-compressed, on every page of every build. */
export const firstLoadBudget = { jsBytes: 100 * KB, cssBytes: 25 * KB };

/** Lighthouse (mobile preset, simulated throttling), medians: the largest paint against the page without scripts. */
export const lighthouseTargets = {
  lcpOverLimit: 1.15,
  performance: 98,
  tbtMs: 50,
  cls: 0.01,
  seo: 100,
  bestPractices: 100,
};

/** Hydrated (`<html data-hydrated>`) within this on the bench's throttled phone. */
export const hydratedLimitMs = 1500;

/** With a language saved, an address without one shows it within this of that language's own address. */
export const savedLanguageAllowanceMs = 600;
