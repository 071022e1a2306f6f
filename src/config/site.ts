import type { Language } from './languages';
import type { MarketValues, SiteConfig } from './site-config';
import config from 'virtual:site-config';

/** The site's brand, contact points and external targets, resolved and validated at build time. */
export const site: SiteConfig = config;

/** The contact values shown on one language's pages. */
export function marketValues(language: Language): MarketValues {
  return site.markets[language];
}
