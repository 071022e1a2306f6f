const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per locale and options, made once: making one is slow (the first loads
 * the locale's data), and every page formats its prices and numbers while it hydrates.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Languages whose own way of writing a US-dollar amount is by name: Japanese readers know
 * 「295米ドル」, while a bare "$" could be any dollar.
 */
const usdByName: readonly string[] = ['ja'];

/**
 * A US-dollar price that no reader can mistake for their own dollar: `US$295` (en, ko, zh-TW),
 * `295米ドル` (ja), `295 USD` (it). Where the locale writes a bare `$`, it becomes `US$`.
 */
export function formatUsd(amount: number, locale: string): string {
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: usdByName.includes(locale) ? 'name' : 'symbol',
    trailingZeroDisplay: 'stripIfInteger',
    // Older readers expect 1.000 in Italian too, where the locale would write 1000.
    useGrouping: 'always',
  }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' && part.value === '$' ? 'US$' : part.value)).join('');
}

/** How many decimals a currency's amounts have (JPY and KRW 0, EUR and USD 2), by ISO 4217. */
export function currencyDecimals(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A price as its market's readers write it: US dollars as `formatUsd` does; yen in Japanese as
 * `44,000円`, won in Korean as `44,000원`, Taiwan dollars as `NT$1,490` (the locale's bare `$`
 * could be any dollar); anything else with the locale's own symbol (`390 €`).
 */
export function formatMoney({ amount, currency }: { amount: number; currency: string }, locale: string): string {
  if (currency === 'USD') return formatUsd(amount, locale);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
    useGrouping: 'always',
  };
  if (currency === 'JPY' && locale === 'ja')
    return numberFormat(locale, { ...options, currencyDisplay: 'name' }).format(amount);
  if (currency === 'KRW' && locale === 'ko') {
    return `${numberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 0 }).format(amount)}원`;
  }
  const parts = numberFormat(locale, options).formatToParts(amount);
  return parts
    .map((part) => (part.type === 'currency' && currency === 'TWD' && part.value === '$' ? 'NT$' : part.value))
    .join('');
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** A percentage as the locale writes it: `125%` (`percent` is 125). */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent' }).format(percent / 100);
}

/** A month of a year, as the locale writes it: `September 2027`, `2027年9月`, `settembre 2027`. */
export function formatMonth({ year, month }: { year: number; month: number }, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Languages that write sentences one after another with no space between them (「…。…」). */
const unspacedSentences: readonly string[] = ['ja', 'zh-TW'];

/** Sentences in a row, as the language joins them: with a space, or none in Japanese and Chinese. */
/** What goes between two sentences in a language: a space, or nothing (Japanese, Chinese). */
export function sentenceGap(locale: string): string {
  return unspacedSentences.includes(locale) ? '' : ' ';
}

export function joinSentences(locale: string, sentences: readonly string[]): string {
  return sentences.filter((sentence) => sentence !== '').join(unspacedSentences.includes(locale) ? '' : ' ');
}
