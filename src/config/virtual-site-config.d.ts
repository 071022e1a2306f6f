/** The resolved operator values, written by the site-config Vite plugin (tools/operator/site-config-plugin.ts). */
declare module 'virtual:site-config' {
  import type { SharedSiteConfig } from '@/config/site-config';

  /** The values every market shares. */
  const config: SharedSiteConfig;
  export default config;
}

/** One market's own values (`virtual:site-config/market/ja`): its language's core copy carries them. */
declare module 'virtual:site-config/market/*' {
  import type { MarketValues } from '@/config/site-config';

  const market: MarketValues;
  export default market;
}

/** Loads and starts the cookie-less measurement (tools/operator/site-config-plugin.ts); null in a build without it. */
declare module 'virtual:measurement' {
  const measure: (() => void) | null;
  export default measure;
}

/** One market's film transcripts (`virtual:film-transcripts/ja`), read from the operator's files at build time. */
declare module 'virtual:film-transcripts/*' {
  import type { FilmTranscripts } from '@/config/site-config';

  const transcripts: FilmTranscripts;
  export default transcripts;
}
