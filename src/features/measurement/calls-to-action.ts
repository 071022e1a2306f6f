import type { MarketValues } from '@/config/site-config';
import { site } from '@/config/site';
import { videoWatchOrigin } from '@/config/video-host';
import { shareAppOf } from '@/lib/share-links';

/**
 * The calls to action the site counts, each by the name the collector shows (a Plausible goal, an
 * Umami event), with what tells its kinds apart.
 */
export type CallToAction =
  | { name: 'Pre-order' }
  | { name: 'Waitlist' }
  | { name: 'Crowd support'; props: { tier: keyof MarketValues['links']['tiers'] } }
  | { name: 'API apply' }
  | { name: 'Call' }
  | { name: 'Chat'; props: { app: string } }
  | { name: 'Book video session' }
  | { name: 'Book home visit' }
  | { name: 'Voice sample'; props: { clip: string } }
  | { name: 'Film'; props: { film: string } }
  | { name: 'Send page'; props: { app: string } }
  | { name: 'Text size'; props: { size: string } };

/** An address without its query and fragment: the same form whatever the page adds (a tier, a language, a prefill). */
function place(href: string): string | null {
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/**
 * The call to action an address leads to, in the market of the page: a call is known by its
 * `tel:`, every other by the configured address it opens, so a new button to the pre-order form is
 * counted without a change here. Null for any other address (a page of the site, a footer link).
 */
export function callToActionOf(href: string, market: MarketValues): CallToAction | null {
  if (href.startsWith('tel:')) return { name: 'Call' };
  const shareApp = shareAppOf(href);
  if (shareApp) return { name: 'Send page', props: { app: shareApp } };
  const at = place(href);
  if (at === null) return null;
  const { links, chat } = market;
  if (links.preorder !== null && at === place(links.preorder)) return { name: 'Pre-order' };
  for (const [tier, url] of Object.entries(links.tiers) as [keyof typeof links.tiers, string][])
    if (at === place(url) && url !== links.waitlist) return { name: 'Crowd support', props: { tier } };
  if (at === place(links.waitlist)) return { name: 'Waitlist' };
  if (at === place(links.apiApply)) return { name: 'API apply' };
  if (at === place(links.videoSession)) return { name: 'Book video session' };
  if (links.homeVisit !== null && at === place(links.homeVisit)) return { name: 'Book home visit' };
  if (chat.url && at === place(chat.url)) return { name: 'Chat', props: { app: chat.app } };
  const url = new URL(href);
  if (url.origin === videoWatchOrigin && url.pathname === '/watch') {
    const film = Object.entries(site.videos).find(([, id]) => id === url.searchParams.get('v'))?.[0];
    if (film) return { name: 'Film', props: { film } };
  }
  return null;
}
