/** What a page may download before it hydrates, gzip-compressed, on every page of every build. */
export const firstLoadBudget: { jsBytes: number; cssBytes: number };
/** Lighthouse medians: the largest paint against the page without scripts, and the scores. */
export const lighthouseTargets: {
  lcpOverLimit: number;
  performance: number;
  tbtMs: number;
  cls: number;
  seo: number;
  bestPractices: number;
};
/** Hydrated within this on the bench's throttled phone. */
export const hydratedLimitMs: number;
/** With a language saved, an address without one shows it within this of that language's own address. */
export const savedLanguageAllowanceMs: number;
