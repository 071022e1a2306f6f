import { site } from '@/config/site';
import { ui } from '@/config/ui';
import type { Translate } from '@/i18n/translate';

/** The web app manifest, written by the prerender step so it carries the configured brand. */
export function webManifest(t: Translate) {
  return {
    name: site.brand,
    short_name: site.brand,
    description: t('pages.home.description'),
    start_url: '/',
    display: 'browser',
    background_color: ui.browserThemeColor,
    theme_color: ui.browserThemeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
