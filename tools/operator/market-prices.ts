/**
 * Each market's prices, from the operator's VITE_PRICE_* variables: an amount and a currency
 * (`44000 JPY`), set globally or per language with the same suffix rule as the contact values
 * (`VITE_PRICE_DEVICE_JA`), and whether a language's amounts include its consumer tax
 * (`VITE_PRICES_INCLUDE_TAX_JA=true`). A market's own prices are the ones the operator set in its
 * currency, delivered to the door; a market without them shows the global ones (US dollars by
 * default) with a note on what they leave out.
 */
import type { MarketPrices, Money, PriceItem } from '../../src/config/site-config.ts';
import { languageInfo, type Language } from '../../src/config/languages.ts';
import { business } from '../../src/content/business.ts';
import { supportTiers } from '../../src/content/crowd-support.ts';
import { envText, type EnvSource } from './env-source.ts';
import { readValue } from './read-values.ts';

/** Each price item's variable, and its amount in US dollars when nothing is set. */
type TierId = (typeof supportTiers)[number]['id'];
type PriceVariable = 'VITE_PRICE_DEVICE' | 'VITE_PRICE_MONTHLY' | `VITE_PRICE_TIER_${Uppercase<TierId>}`;

export const priceVariables: Readonly<Record<PriceItem, { variable: PriceVariable; dollars: number }>> = {
  device: { variable: 'VITE_PRICE_DEVICE', dollars: business.devicePrice },
  monthly: { variable: 'VITE_PRICE_MONTHLY', dollars: business.monthlyPrice },
  ...(Object.fromEntries(
    supportTiers.map((tier) => [
      tier.id,
      { variable: `VITE_PRICE_TIER_${tier.id.toUpperCase()}`, dollars: tier.amount },
    ]),
  ) as Record<TierId, { variable: PriceVariable; dollars: number }>),
};

const priceItems = Object.keys(priceVariables) as PriceItem[];

/**
 * A language's prices. Its own values come as a set: a language that sets one of its price
 * variables sets all of them, in one currency, so a page never mixes its own price with another
 * market's. Without them it shows the global values (or the US-dollar defaults); global values the
 * operator set in the market's own currency are its own prices too (US dollars for the US).
 */
export function resolveMarketPrices(env: EnvSource, language: Language, suffix: string): MarketPrices {
  const own = priceItems.map((item) => ({ item, name: `${priceVariables[item].variable}${suffix}` }));
  const set = own.filter(({ name }) => envText(env, name) !== undefined);
  const ownSet = set.length > 0;
  if (ownSet && set.length < own.length) {
    const missing = own.filter(({ name }) => envText(env, name) === undefined).map(({ name }) => name);
    throw new Error(`${set[0]?.name} is set without ${missing.join(', ')}: a market's prices are set together`);
  }
  const globalSet = priceItems.some((item) => envText(env, priceVariables[item].variable) !== undefined);
  // A market with its own prices says itself whether they include its tax.
  const ownTax = envText(env, `VITE_PRICES_INCLUDE_TAX${suffix}`) !== undefined;
  const taxIncluded = ownSet && !ownTax ? false : (readValue(env, 'VITE_PRICES_INCLUDE_TAX', language)?.value ?? false);
  const prices = Object.fromEntries(
    priceItems.map((item) => {
      const { variable, dollars } = priceVariables[item];
      const money: Money = readValue(env, variable, ownSet ? language : null)?.value ?? {
        amount: dollars,
        currency: business.currency,
      };
      return [item, money];
    }),
  ) as Record<PriceItem, Money>;
  const currencies = new Set(priceItems.map((item) => prices[item].currency));
  if (currencies.size > 1) {
    throw new Error(
      `The ${language} prices mix currencies (${[...currencies].join(', ')}): set every ${ownSet ? `VITE_PRICE_*${suffix}` : 'VITE_PRICE_*'} in one currency`,
    );
  }
  const inMarketCurrency = prices.device.currency === languageInfo(language).market.currency;
  const local = ownSet || (globalSet && inMarketCurrency);
  return { ...prices, local, taxIncluded };
}
