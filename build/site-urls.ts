import { site } from '@/config/site';

/** An absolute URL on the site; the root is the bare origin, as in the head's alternates. */
export function absoluteUrl(path: string): string {
  return `${site.siteOrigin}${path === '/' ? '' : path}`;
}
