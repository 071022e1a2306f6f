/** The resolved operator values, written by the site-config Vite plugin (tools/operator/site-config-plugin.ts). */
declare module 'virtual:site-config' {
  import type { SiteConfig } from '@/config/site-config';

  const config: SiteConfig;
  export default config;
}

/** Loads and starts the cookie-less measurement (tools/operator/site-config-plugin.ts); null in a build without it. */
declare module 'virtual:measurement' {
  const measure: (() => void) | null;
  export default measure;
}
