import type { Language } from './languages';
import type { GlobalSampleFact, MarketValues, SampleFact, SiteConfig } from './site-config';
import config from 'virtual:site-config';

/** The site's brand, contact points and external targets, resolved and validated at build time. */
export const site: SiteConfig = config;

/** The contact values shown on one language's pages. */
export function marketValues(language: Language): MarketValues {
  return site.markets[language];
}

/** Whether a fact a language's pages show is still a sample value, to be marked as one. */
export function isSample(language: Language, fact: SampleFact | GlobalSampleFact): boolean {
  return (
    (site.markets[language].samples as readonly string[]).includes(fact) ||
    (site.samples as readonly string[]).includes(fact)
  );
}
