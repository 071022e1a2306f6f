import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/** The build year while hydrating (so the HTML matches), then the visitor's current year. */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeToNothing, currentYear, buildYear);
}
