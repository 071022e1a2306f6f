/**
 * The site-wide measurement starts from the app's root, once the page has hydrated (after the
 * `hydrated` mark), whatever the page shows and whenever its footer arrives: not from a part of
 * the page that could move or load differently. tests/unit/built-pages/measurement.test.ts checks
 * that its code is in no first load.
 */
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '@/app/pages';
import { Root } from '@/app/root';
import { loadDictionary } from '@/i18n/load-dictionary';
import { shownLanguage } from '@/i18n/shown-language';
import { startUpAttributes } from '@/start-up/contract';

const { measure } = vi.hoisted(() => ({ measure: vi.fn() }));
vi.mock('virtual:measurement', () => ({ default: measure }));
// The footer's code never arrives: the measurement does not wait for it.
vi.mock('@/layout/site-footer', () => new Promise(() => undefined));

afterEach(() => {
  document.documentElement.removeAttribute(startUpAttributes.hydrated);
  window.history.replaceState(null, '', '/');
});

describe('the measurement', () => {
  it('starts from the root, once, after the hydrated mark', async () => {
    // jsdom has no CSS.supports, which the root's print behaviour asks.
    vi.stubGlobal('CSS', { supports: () => true });
    window.history.replaceState(null, '', '/en/faq');
    await Promise.all([loadPage('faq'), loadDictionary('en', 'faq')]);
    shownLanguage.set('en');
    performance.clearMarks('hydrated');
    await act(async () => {
      render(<Root />);
    });
    await waitFor(() => expect(measure).toHaveBeenCalledTimes(1));
    expect(document.documentElement.hasAttribute(startUpAttributes.hydrated)).toBe(true);
    expect(performance.getEntriesByName('hydrated')).toHaveLength(1);
    expect(document.querySelector('footer')).toBeNull();
  });
});
