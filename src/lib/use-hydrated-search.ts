import { useSyncExternalStore } from 'react';

// wouter announces its own navigations with these events on window.
const locationEvents = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function subscribe(listener: () => void): () => void {
  locationEvents.forEach((event) => window.addEventListener(event, listener));
  return () => locationEvents.forEach((event) => window.removeEventListener(event, listener));
}

/**
 * The URL's query string, empty while hydrating (the prerendered HTML was made without one)
 * and the real one right after, so a `?waitlist=joined` page hydrates without a mismatch.
 */
export function useHydratedSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** The URL's #fragment, empty while hydrating and the real one right after. */
export function useHydratedHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}
