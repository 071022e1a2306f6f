import { memo, Suspense, use, type ComponentType } from 'react';

/** Every deferred part's loader, so the prerender and a navigation can load them all first. */
const loaders = new Set<() => Promise<void>>();

/**
 * A part of a page whose code is not in the page's first load (a part below the first screen that
 * brings a library of its own). The prerender loads it before rendering (`loadDeferredParts`), so
 * the page's HTML carries it whole; in the browser, hydration leaves that HTML as it is (its
 * Suspense boundary stays dehydrated) while the code downloads, from the moment hydration reaches
 * it, and then hydrates it. A navigation loads it with the next page (app/pages.tsx), so a page
 * shown after a navigation never waits for it.
 */
export function deferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: { Component: ComponentType<Props> } | undefined;
  let pending: Promise<void> | undefined;
  // A failed download may be tried again (the next navigation does, and falls back to a full load).
  const loadOnce = () =>
    (pending ??= load().then(
      (Component) => {
        loaded = { Component };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  loaders.add(loadOnce);
  // What a render waits for: where the code cannot be downloaded, for ever, so the part keeps its
  // prerendered HTML (which works as it does without scripts) instead of failing the page.
  let rendered: Promise<void> | undefined;
  const renderWhenLoaded = () => (rendered ??= loadOnce().catch(() => new Promise<void>(() => undefined)));

  function LoadedPart(props: Props) {
    // Suspends until the code is in; React renders the part again then.
    if (!loaded) use(renderWhenLoaded());
    if (!loaded) throw new Error('A deferred part rendered before its code arrived.');
    const { Component } = loaded;
    return <Component {...props} />;
  }
  // Memoised: a parent that renders again while the code is on its way (the hero, once the visit
  // is counted) would otherwise hand the still-dehydrated boundary new props, and React would drop
  // the prerendered HTML and show the empty fallback until the code came (a layout shift, and a
  // disclosure that closes under the visitor's finger).
  return memo(function DeferredPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <LoadedPart {...props} />
      </Suspense>
    );
  });
}

/**
 * Loads every deferred part of the pages loaded so far, and the parts inside those parts (a part's
 * code registers its own when it arrives): the prerender and navigations wait for it.
 */
export async function loadDeferredParts(): Promise<void> {
  for (let known = -1; known !== loaders.size;) {
    known = loaders.size;
    await Promise.all([...loaders].map((load) => load()));
  }
}
