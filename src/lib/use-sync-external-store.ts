// What `use-sync-external-store/shim` gives wouter: React 18 and later have the hook itself, so the
// shim's fallback for older Reacts is dead code in every page's first load (vite.config.ts aliases it here).
export { useSyncExternalStore } from 'react';
