import { useSyncExternalStore } from 'react';

/** A value that components can follow: read it, set it, be told when it changes. */
export type Store<T> = {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** Forgets the value, so the next read starts again from `read` (tests start each case fresh). */
  reset: () => void;
};

/**
 * `read` gives the first value, on the first `get`: in the browser, never during the prerender,
 * so it may read the document or storage.
 */
export function createStore<T>(read: () => T): Store<T> {
  let current: { value: T } | undefined;
  const listeners = new Set<() => void>();
  const get = () => (current ??= { value: read() }).value;
  return {
    get,
    set: (value) => {
      if (current && Object.is(value, current.value)) return;
      current = { value };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: () => {
      current = undefined;
    },
  };
}

/**
 * A store's value in a component. While hydrating (and on the server) it is `prerendered`, the
 * value the HTML was made with, so the first render matches it; the real value applies right after.
 */
export function useStore<T>(store: Store<T>, prerendered: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => prerendered);
}
