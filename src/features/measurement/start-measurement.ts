import { languageInfo } from '@/config/languages';
import { marketValues, site } from '@/config/site';
import type { MeasurementSettings } from '@/config/site-config';
import { resolveLanguage } from '@/i18n/language-preference';
import { shownLanguage } from '@/i18n/shown-language';
import { shareAppOf } from '@/lib/share-links';
import { textSize } from '@/lib/text-size';
import { routeAt } from '@/routing/routes';
import { measurementEventPath } from '@shared/build-contract';
import { callToActionOf, type CallToAction } from './calls-to-action';
import { collectorPayload, pageView, type CountedPage } from './collector-payload';
import { visitorDeclines } from './visitor-choice';

/** Once per page load, however often the root mounts (twice in development's strict mode). */
let started = false;

/** The page as counted: its address without query or fragment, its language and market, and whether the address had a language. */
function countedPage(): CountedPage & { language: ReturnType<typeof resolveLanguage> } {
  const route = routeAt(window.location.pathname);
  const language = resolveLanguage(route.language, shownLanguage.get());
  let referrer = '';
  try {
    referrer = document.referrer ? new URL(document.referrer).origin : '';
  } catch {
    // An unreadable referrer is no referrer.
  }
  return {
    url: `${window.location.origin}${window.location.pathname}`,
    referrer,
    language,
    props: {
      language,
      market: languageInfo(language).market.country,
      page: route.page,
      address: route.language ? 'prefixed' : 'unprefixed',
    },
  };
}

/**
 * Counts this page and every page the visitor opens after it, and each call to action she takes,
 * unless her browser asks not to be counted (Global Privacy Control, Do Not Track). Only a build
 * with VITE_ANALYTICS has this code: its `virtual:measurement` loads it once the page has hydrated
 * (from the app's root, after the `hydrated` mark: app/root.tsx; tools/operator/site-config-plugin.ts),
 * with the site's settings (`site.measurement`). Nothing is stored and no cookie is sent;
 * each count leaves with `keepalive`, so a new tab or a link that leaves the page neither waits
 * for it nor loses it.
 */
export function startMeasurement(settings: MeasurementSettings | null = site.measurement): void {
  if (started || !settings) return;
  started = true;
  if (visitorDeclines(navigator as Navigator & { globalPrivacyControl?: boolean }, window as { doNotTrack?: string }))
    return;
  // The page's own work first: the first count waits until the browser is idle.
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => countFromNow(settings), { timeout: 2000 });
  else setTimeout(() => countFromNow(settings), 0);
}

function countFromNow(settings: MeasurementSettings): void {
  const send = (name: string, extra: Record<string, string> = {}) => {
    const page = countedPage();
    const body = JSON.stringify(collectorPayload(settings, name, { ...page, props: { ...page.props, ...extra } }));
    fetch(measurementEventPath, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    }).catch(() => {
      // A count that cannot leave is lost; the page goes on.
    });
  };
  const count = (action: CallToAction) => send(action.name, 'props' in action ? action.props : {});

  let countedPath = window.location.pathname;
  send(pageView);
  // wouter announces its navigations as `pushState` events on the window; back and forward are `popstate`.
  const onNavigation = () => {
    if (window.location.pathname === countedPath) return;
    countedPath = window.location.pathname;
    send(pageView);
  };
  window.addEventListener('pushState', onNavigation);
  window.addEventListener('popstate', onNavigation);

  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('a[href], button, summary') : null;
      const action = control && clickedAction(control);
      if (action) count(action);
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'submit',
    (event) => {
      // The waitlist form opens the hosted form it names (its action), once what she typed is valid.
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.checkValidity()) return;
      const action = callToActionOf(form.action, marketValues(countedPage().language));
      if (action) count(action);
    },
    { capture: true },
  );
  textSize.subscribe(() => count({ name: 'Text size', props: { size: textSize.get() } }));
}

/** What a press on a control does, if it is a call to action. */
function clickedAction(control: Element): CallToAction | null {
  if (control instanceof HTMLAnchorElement) return callToActionOf(control.href, marketValues(countedPage().language));
  if (control instanceof HTMLElement && control.dataset.clip !== undefined)
    return control.dataset.playing === 'true' ? null : { name: 'Voice sample', props: { clip: control.dataset.clip } };
  // "Send this page to family" (the details that hold the share links): its own button opens the
  // device's share sheet where there is one; the button beside the apps copies the address.
  const sharing = control.closest('details');
  const links = [...(sharing?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  if (!sharing || !links.some((link) => shareAppOf(link.href) !== null)) return null;
  if (control.tagName === 'SUMMARY')
    return typeof navigator.share === 'function' && !sharing.open
      ? { name: 'Send page', props: { app: 'share sheet' } }
      : null;
  return { name: 'Send page', props: { app: 'copy' } };
}
