import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart, loadDeferredParts } from '@/lib/deferred-part';
import { createStore, useStore } from '@/lib/store';

function Words({ label }: { label: string }) {
  return (
    <details data-testid="words">
      <summary>{label}</summary>
    </details>
  );
}

/** A page section whose own value changes right after hydration (as the hero's picture does). */
function Section({
  store,
  Part,
}: {
  store: ReturnType<typeof createStore<number | null>>;
  Part: ComponentType<{ label: string }>;
}) {
  const index = useStore(store, null) ?? 0;
  return (
    <section data-index={index}>
      <Part label="Read the film's words" />
    </section>
  );
}

describe('a part that hydrates after the page', () => {
  it('keeps its prerendered HTML while its parent renders again before the code arrives', async () => {
    const store = createStore<number | null>(() => null);
    // The prerender loads every deferred part first, so the page's HTML carries it whole.
    const Prerendered = deferredPart(() => Promise.resolve(Words));
    await loadDeferredParts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Section store={store} Part={Prerendered} />);
    document.body.append(container);
    const prerendered = container.querySelector('[data-testid="words"]');
    expect(prerendered).not.toBeNull();

    let arrive: (component: typeof Words) => void = () => undefined;
    const Part = deferredPart(() => new Promise<typeof Words>((resolve) => (arrive = resolve)));
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Section store={store} Part={Part} />, { onRecoverableError });
    });
    // The visit is counted: the section renders again, its part's code still on its way.
    await act(async () => store.set(2));
    expect(container.querySelector('section')?.dataset.index).toBe('2');
    expect(container.querySelector('[data-testid="words"]')).toBe(prerendered);

    await act(async () => arrive(Words));
    expect(container.querySelector('[data-testid="words"]')).toBe(prerendered);
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
