/** The resolved operator values, written by the site-config Vite plugin (tools/operator/site-config-plugin.ts). */
declare module 'virtual:site-config' {
  import type { SiteConfig } from '@/config/site-config';

  const config: SiteConfig;
  export default config;
}
