import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { Supporters } from '@shared/people';
import atBuild from 'virtual:supporters';
import { getQueryFn } from './query-client';

/** The published supporters, as the operator keeps them on the host. */
export const supportersQueryKey = ['/data', 'supporters.json'] as const;

const load = getQueryFn<unknown>();

export type PublishedSupporters = Supporters & {
  /**
   * Whether the published file has been read (or found broken: then the list is the last good one,
   * the build's). Until then, and on the prerendered page, nothing that the file decides is shown:
   * the operator may replace it on the host at any time, and the page may not contradict it.
   */
  read: boolean;
};

/**
 * The founding supporters and the Pilot places taken, from the published file once the app has
 * read it through the site's data loader. A file that cannot be read or is not valid leaves the
 * list the site was built with (the last good one), and the console says why.
 */
export function usePublishedSupporters(): PublishedSupporters {
  const { data, isPlaceholderData, isError } = useQuery({
    queryKey: supportersQueryKey,
    queryFn: async (context) => {
      // The schema (zod) loads with the data, after the page has hydrated.
      const [raw, { parseSupporters }] = await Promise.all([load(context), import('@shared/people')]);
      try {
        return parseSupporters(raw);
      } catch (error) {
        console.warn(`${String(error)}\nThe page shows the list it was built with until the file is fixed.`);
        return atBuild;
      }
    },
    placeholderData: atBuild,
  });
  useEffect(() => {
    if (isError) console.warn('data/supporters.json could not be read: the page shows the list it was built with.');
  }, [isError]);
  // A part that hydrates after the file was read (the wall and the tiers hydrate one after the
  // other) first renders as the prerender did, then what the file says: else its text would not
  // match the page's HTML, and React would throw the part away.
  const hydrated = useHydrated();
  return { ...(data ?? atBuild), read: hydrated && (!isPlaceholderData || isError) };
}
