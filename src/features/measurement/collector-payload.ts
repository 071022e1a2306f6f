import type { MeasurementSettings } from '@/config/site-config';

/** What the site sends with every count: where it was made, never who made it. */
export type CountedPage = {
  /** The page's address: origin and path, no query or fragment (they may carry what a visitor typed). */
  url: string;
  /** The site the visitor came from (its origin only), or '' when none is known. */
  referrer: string;
  props: Record<string, string>;
};

/** The page view's name at Plausible; Umami counts an event without a name as one. */
export const pageView = 'pageview';

/**
 * The body of one count as the service's events API takes it: Plausible's `POST /api/event`
 * (domain, name, url, referrer, props) or Umami's `POST /api/send` (a `type: event` with its
 * website, hostname, url path, referrer, name and data). The deploy forwards `/api/event` to the
 * one the operator runs (docs/measurement.md).
 */
export function collectorPayload(settings: MeasurementSettings, name: string, page: CountedPage): unknown {
  if (settings.service === 'umami') {
    const url = new URL(page.url);
    return {
      type: 'event',
      payload: {
        website: settings.site,
        hostname: url.hostname,
        url: url.pathname,
        referrer: page.referrer,
        language: page.props.language,
        ...(name === pageView ? {} : { name }),
        data: page.props,
      },
    };
  }
  return { domain: settings.site, name, url: page.url, referrer: page.referrer, props: page.props };
}
