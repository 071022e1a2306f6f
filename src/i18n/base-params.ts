import type {
  MarketPrices,
  MarketValues,
  Money,
  PriceItem,
  SharedSiteConfig,
  SupportPhone,
} from '@/config/site-config';
import { business } from '@/content/business';
import { currencyDecimals, formatMoney, formatNumber } from '@/lib/format';
import type { Dictionary } from './dictionary';
import { languageInfo, type Language } from '@/config/languages';
import { interpolate } from './interpolate';
import { asOneUnit, breakableAfterHyphens, phraseBreak, unbrokenNumber } from './phrase-breaks';

/**
 * The support number as a language's visitors should dial it: the local display at home, with the
 * digits after vanity letters (a landline's keypad may have none: `1-844-GO-HAZEL (1-844-464-2935)`);
 * from abroad, the digits with the country code, after the letters where there are any.
 * `withDigits` joins the two as the language writes it (`contact.phoneWithDigits`).
 */
export function phoneAsShown(
  phone: SupportPhone,
  language: Language,
  withDigits: (values: { display: string; digits: string }) => string,
): string {
  const letters = /\p{L}/u.test(phone.display);
  const display = breakableAfterHyphens(phone.display, language);
  // The digits may wrap after a hyphen: Safari and Firefox give no break before a digit, and
  // split 「(1-844-464-2935)」 anywhere at 150% on a phone.
  const digits = phone.national.replace(/-/g, `-${phraseBreak}`);
  if (phone.local) return letters ? withDigits({ display, digits }) : unbrokenNumber(phone.display, language);
  if (!letters) return phone.international;
  return withDigits({ display, digits: phone.international });
}

/**
 * One of a market's prices as its page shows it: a market's own price with its tax wording
 * (「44,000円（税込）」, "279 € IVA inclusa"); the global US-dollar price as it is, the page
 * saying beside it what it leaves out (`pricing.prices.usdOnly`).
 */
export function priceAsShown(
  prices: MarketPrices,
  item: PriceItem | Money,
  language: Language,
  withTax: (price: string, included: boolean) => string,
): string {
  const price = asOneUnit(formatMoney(typeof item === 'string' ? prices[item] : item, language));
  return prices.local ? withTax(price, prices.taxIncluded) : price;
}

/** What the first year costs: the device and a year of the service, in the market's currency. */
export function firstYearTotal(prices: MarketPrices): Money {
  const { device, monthly } = prices;
  // In the currency's smallest unit, so 12 × 29.95 adds up to 359.40 and not 359.40000000000003.
  const unit = 10 ** currencyDecimals(device.currency);
  const months = business.firstYearMonths;
  return {
    amount: (Math.round(device.amount * unit) + months * Math.round(monthly.amount * unit)) / unit,
    currency: device.currency,
  };
}

/**
 * An object whose values are worked out when a string first reads them, then kept: a page reads a
 * few, and formatting a price or a number is slow the first time (it loads the locale's data), so
 * a page that shows none no longer pays for it while it hydrates.
 */
function computedOnRead<Getters extends Record<string, () => string | number>>(
  getters: Getters,
): { readonly [Name in keyof Getters]: ReturnType<Getters[Name]> } {
  const values = {};
  for (const [name, compute] of Object.entries(getters)) {
    let value: string | number | undefined;
    Object.defineProperty(values, name, { enumerable: true, get: () => (value ??= compute()) });
  }
  return values as { readonly [Name in keyof Getters]: ReturnType<Getters[Name]> };
}

/**
 * Values every dictionary string may use, for one language's market (`market`, its own values):
 * the brand and how it is said, the contact points, the emergency number and the business
 * constants, formatted for the language. Copy never types a price, a number or a contact by hand.
 */
export function baseParams(site: SharedSiteConfig, market: MarketValues, language: Language, dictionary: Dictionary) {
  const number = (value: number) => formatNumber(value, language);
  const withTax = (price: string, included: boolean) =>
    interpolate(included ? dictionary.pricing.prices.taxIncluded : dictionary.pricing.prices.taxExcluded, { price });
  const price = (item: PriceItem) => priceAsShown(market.prices, item, language, withTax);
  return computedOnRead({
    brand: () => site.brand,
    wakeWord: () =>
      market.brandReading
        ? asOneUnit(interpolate(dictionary.contact.wakeWord, { brand: site.brand, reading: market.brandReading }))
        : site.brand,
    phone: () =>
      phoneAsShown(market.supportPhone, language, (values) => interpolate(dictionary.contact.phoneWithDigits, values)),
    chatApp: () => dictionary.contact.chatApps[market.chat.app],
    emergencyNumber: () => languageInfo(language).market.emergencyNumber,
    country: () => dictionary.market.countryName,
    email: () => market.privacyEmail,
    accessibilityEmail: () => market.accessibilityEmail,
    devicePrice: () => price('device'),
    monthlyPrice: () => price('monthly'),
    firstYearTotal: () => priceAsShown(market.prices, firstYearTotal(market.prices), language, withTax),
    refundDays: () => number(market.delivery.refundDays),
    noticeDays: () => number(business.cancellationNoticeDays),
    warrantyYears: () => number(business.warrantyYears),
    setupMin: () => number(business.setupMinutes.min),
    setupMax: () => number(business.setupMinutes.max),
    moneyBackDays: () => number(business.moneyBackDays),
    withdrawalDays: () => number(languageInfo(language).market.withdrawalDays ?? 0),
    // The backer tiers by their names, so the FAQ and the terms never keep an old one; each name
    // reads as one unit inside another string (no phrase break inside it).
    supporterTier: () => asOneUnit(dictionary.crowd.tiers.supporter.title),
    circleTier: () => asOneUnit(dictionary.crowd.tiers.circle.title),
    pilotTier: () => asOneUnit(dictionary.crowd.tiers.pilot.title),
    foundersTier: () => asOneUnit(dictionary.crowd.tiers.founders.title),
    pilotLimit: () => number(business.pilotBackerLimit),
    pilotPrice: () => price('pilot'),
    testDevices: () => number(business.builderTestDevices),
  });
}

/** The placeholders every string may use without the caller passing them. */
export type BaseParamName = keyof ReturnType<typeof baseParams>;
