import type { MarketPrices, PriceItem, SiteConfig, SupportPhone } from '@/config/site-config';
import { builderTestDevices } from '@/content/api-program';
import { business } from '@/content/business';
import { pilotBackerLimit } from '@/content/crowd-support';
import { formatMoney, formatNumber } from '@/lib/format';
import type { Dictionary, TranslationParams } from './dictionary';
import { languageInfo, type Language } from '@/config/languages';
import { interpolate } from './translate';

/**
 * The support number as a language's visitors should dial it: the local display at home; from
 * abroad, the digits with the country code, after the vanity letters (keypads in Japan or Korea
 * have no letters). `withDigits` joins the two as the language writes it (`contact.phoneWithDigits`).
 */
export function phoneAsShown(
  phone: SupportPhone,
  withDigits: (values: { display: string; digits: string }) => string,
): string {
  if (phone.local) return phone.display;
  if (!/\p{L}/u.test(phone.display)) return phone.international;
  return withDigits({ display: phone.display, digits: phone.international });
}

/**
 * One of a market's prices as its page shows it: a market's own price with its tax wording
 * (「44,000円（税込）」, "279 € IVA inclusa"); the global US-dollar price as it is, the page
 * saying beside it what it leaves out (`pricing.prices.usdOnly`).
 */
export function priceAsShown(
  prices: MarketPrices,
  item: PriceItem,
  language: Language,
  withTax: (price: string, included: boolean) => string,
): string {
  const price = formatMoney(prices[item], language);
  return prices.local ? withTax(price, prices.taxIncluded) : price;
}

/**
 * Values every dictionary string may use, for one language's market: the brand and how it is
 * said, the contact points, the emergency number and the business constants, formatted for the
 * language. Copy never types a price, a number or a contact by hand.
 */
export function baseParams(site: SiteConfig, language: Language, dictionary: Dictionary) {
  const number = (value: number) => formatNumber(value, language);
  const market = site.markets[language];
  const withTax = (price: string, included: boolean) =>
    interpolate(included ? dictionary.pricing.prices.taxIncluded : dictionary.pricing.prices.taxExcluded, { price });
  const price = (item: PriceItem) => priceAsShown(market.prices, item, language, withTax);
  return {
    brand: site.brand,
    wakeWord: market.brandReading
      ? interpolate(dictionary.contact.wakeWord, { brand: site.brand, reading: market.brandReading })
      : site.brand,
    phone: phoneAsShown(market.supportPhone, (values) => interpolate(dictionary.contact.phoneWithDigits, values)),
    chatApp: dictionary.contact.chatApps[market.chat.app],
    emergencyNumber: languageInfo(language).market.emergencyNumber,
    country: dictionary.market.countryName,
    email: market.privacyEmail,
    accessibilityEmail: market.accessibilityEmail,
    devicePrice: price('device'),
    monthlyPrice: price('monthly'),
    noticeDays: number(business.cancellationNoticeDays),
    warrantyYears: number(business.warrantyYears),
    setupMin: number(business.setupMinutes.min),
    setupMax: number(business.setupMinutes.max),
    moneyBackDays: number(business.moneyBackDays),
    withdrawalDays: number(languageInfo(language).market.withdrawalDays ?? 0),
    // The backer tiers by their names, so the FAQ and the terms never keep an old one.
    supporterTier: dictionary.crowd.tiers.supporter.title,
    circleTier: dictionary.crowd.tiers.circle.title,
    pilotTier: dictionary.crowd.tiers.pilot.title,
    foundersTier: dictionary.crowd.tiers.founders.title,
    pilotLimit: number(pilotBackerLimit),
    pilotPrice: price('pilot'),
    testDevices: number(builderTestDevices),
  } satisfies TranslationParams;
}

/** The placeholders every string may use without the caller passing them. */
export type BaseParamName = keyof ReturnType<typeof baseParams>;
