import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAnswersWhilePrinting } from '@/lib/print-opens-answers';

function page() {
  document.body.innerHTML = `
    <main>
      <details name="faq" id="q1" open><summary>One</summary><p>First answer</p></details>
      <details name="faq" id="q2"><summary>Two</summary><p>Second answer</p></details>
      <details id="words"><summary>Read the words</summary><p>Transcript</p></details>
    </main>
    <header><details id="menu"><summary>Menu</summary></details></header>`;
  return (id: string) => document.getElementById(id) as HTMLDetailsElement;
}

describe('printing where the stylesheet cannot open answers (no ::details-content)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('opens every closed answer in the page for the print, then puts each back as it was', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const get = page();
    stop = openAnswersWhilePrinting();

    window.dispatchEvent(new Event('beforeprint'));
    expect(['q1', 'q2', 'words'].map((id) => get(id).open)).toEqual([true, true, true]);
    // Their one-at-a-time group would close all but one: it is lifted while printing.
    expect(get('q2').hasAttribute('name')).toBe(false);
    // The header's menu is not printed and stays closed.
    expect(get('menu').open).toBe(false);

    window.dispatchEvent(new Event('afterprint'));
    expect(['q1', 'q2', 'words'].map((id) => get(id).open)).toEqual([true, false, false]);
    expect(get('q2').getAttribute('name')).toBe('faq');
  });

  it('leaves the page alone where the stylesheet opens them itself', () => {
    vi.stubGlobal('CSS', { supports: (query: string) => query === 'selector(::details-content)' });
    const get = page();
    stop = openAnswersWhilePrinting();
    window.dispatchEvent(new Event('beforeprint'));
    expect(get('q2').open).toBe(false);
  });
});
