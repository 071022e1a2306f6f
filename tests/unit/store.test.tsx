import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from '@/lib/store';

describe('createStore', () => {
  it('reads its first value only when first asked, and again after a reset', () => {
    const read = vi.fn(() => 'first');
    const store = createStore(read);
    expect(read).not.toHaveBeenCalled();
    expect(store.get()).toBe('first');
    expect(store.get()).toBe('first');
    expect(read).toHaveBeenCalledTimes(1);
    store.set('second');
    store.reset();
    expect(store.get()).toBe('first');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners of a change, not of the same value set again, and lets them go', () => {
    const store = createStore(() => 1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(2);
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  function Size({ store }: { store: ReturnType<typeof createStore<string>> }) {
    return <p>{useStore(store, 'normal')}</p>;
  }

  it('follows the store in a component', () => {
    const store = createStore(() => 'large');
    render(<Size store={store} />);
    expect(screen.getByText('large')).toBeInTheDocument();
    act(() => store.set('larger'));
    expect(screen.getByText('larger')).toBeInTheDocument();
  });

  it('hydrates with the prerendered value, then shows the real one, without a mismatch', async () => {
    const store = createStore(() => 'large');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Size store={store} />);
    expect(container.textContent).toBe('normal');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Size store={store} />, { onRecoverableError });
    });
    expect(container.textContent).toBe('large');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
