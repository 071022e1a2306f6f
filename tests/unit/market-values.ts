import type { Language } from '@/config/languages';
import type { MarketValues } from '@/config/site-config';
import en from 'virtual:site-config/market/en';
import ja from 'virtual:site-config/market/ja';
import ko from 'virtual:site-config/market/ko';
import zhTw from 'virtual:site-config/market/zh-TW';
import italian from 'virtual:site-config/market/it';

const markets: Record<Language, MarketValues> = { en, ja, ko, 'zh-TW': zhTw, it: italian };

/**
 * Every market's values, as the prerender has them: a test may render any language (the browser
 * loads its own with its copy). Read from their modules, so no dictionary counts as loaded; after
 * vi.resetModules, call it again for the fresh module graph.
 */
export async function provideEveryMarket(): Promise<void> {
  const { provideMarketValues } = await import('@/config/site');
  for (const [language, values] of Object.entries(markets)) provideMarketValues(language as Language, values);
}
