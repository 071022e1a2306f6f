import { useQuery } from '@tanstack/react-query';
import type { Supporters } from '@shared/people';
import atBuild from 'virtual:supporters';
import { getQueryFn } from './query-client';

/** The published supporters, as the operator keeps them on the host. */
export const supportersQueryKey = ['/data', 'supporters.json'] as const;

const load = getQueryFn<unknown>();

/**
 * The founding supporters and the Pilot places taken: the list the page was built with (so the
 * prerendered page and its hydration agree), then the published file once the app has read it
 * through the site's data loader. A file that cannot be read or is not valid leaves the built list.
 */
export function usePublishedSupporters(): Supporters {
  const { data } = useQuery({
    queryKey: supportersQueryKey,
    queryFn: async (context) => {
      // The schema (zod) loads with the data, after the page has hydrated.
      const [raw, { parseSupporters }] = await Promise.all([load(context), import('@shared/people')]);
      return parseSupporters(raw);
    },
    placeholderData: atBuild,
  });
  return data ?? atBuild;
}
