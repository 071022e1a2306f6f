/**
 * Strings that are meant to read the same in every language, so the build's completeness report and
 * tests/unit/messages.test.ts do not count them as untranslated when they equal the English:
 * - `notFound.heading`: "404 Page Not Found" is kept as written in every language, by the owner's decision;
 * - the illustrative stories' first names, which are not translated;
 * - the chat apps' names, and the patterns that join a value to its reading or its digits (or a
 *   sample button's words to its title: `audio.buttonName`, a toggle's or a tier's button to what
 *   it is for: `audio.transcriptOf`, `video.transcriptOf`, `api.getStartedTier`) or a
 *   business detail's label to its value (`footer.itemLabel`); "Email" and "Menu", the same words in Italian.
 * Brand, prices, numbers, phone and mail addresses never appear here: they are interpolated.
 */
export const untranslatedAllowList: readonly RegExp[] = [
  /^notFound\.heading$/,
  /^testimonials\.items\.t\d+\.name$/,
  /^contact\.chatApps\.\w+$/,
  /^contact\.(wakeWord|phoneWithDigits)$/,
  /^(audio|video)\.(buttonName|transcriptOf)$/,
  /^api\.getStartedTier$/,
  /^footer\.itemLabel$/,
  /^seller\.items\.email$/,
  /^header\.menuShort$/,
];

export function mayMatchEnglish(key: string): boolean {
  return untranslatedAllowList.some((pattern) => pattern.test(key));
}
