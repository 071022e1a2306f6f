import type { Language } from './languages';
import type { GlobalSampleFact, MarketValues, SampleFact, SharedSiteConfig } from './site-config';
import config from 'virtual:site-config';

/** The site's brand, contact points and external targets, resolved and validated at build time. */
export const site: SharedSiteConfig = config;

/**
 * Each market's own values (prices, seller, links). They arrive with the language's core copy
 * (i18n/load-dictionary.ts, which hands them over here), so a page carries its own market's values
 * and never another's.
 */
const markets = new Map<Language, MarketValues>();

/** Keeps a market's values, once its language's core copy has brought them. */
export function provideMarketValues(language: Language, values: MarketValues): void {
  if (!markets.has(language)) markets.set(language, values);
}

/** The contact values shown on one language's pages (loaded with the language's copy). */
export function marketValues(language: Language): MarketValues {
  const market = markets.get(language);
  if (!market) throw new Error(`The ${language} market's values are read before its copy was loaded.`);
  return market;
}

/** Whether a fact a language's pages show is still a sample value, to be marked as one. */
export function isSample(language: Language, fact: SampleFact | GlobalSampleFact): boolean {
  return (
    (marketValues(language).samples as readonly string[]).includes(fact) ||
    (site.samples as readonly string[]).includes(fact)
  );
}
