/**
 * Dictionary entries that are meant to read the same in every language, so the leftover test
 * (tests/unit/dictionaries.test.ts) accepts them when they equal the English:
 * - `notFound.heading`: product-decisions.md keeps "404 Page Not Found" as written;
 * - people's names (testimonials and founding supporters), which are not translated.
 * Brand, prices, numbers, phone and mail addresses never appear here: they are interpolated.
 */
export const untranslatedAllowList: readonly RegExp[] = [
  /^notFound\.heading$/,
  /^testimonials\.items\.t\d+\.name$/,
  /^crowd\.supporters\.\w+\.name$/,
];

export function mayMatchEnglish(key: string): boolean {
  return untranslatedAllowList.some((pattern) => pattern.test(key));
}
