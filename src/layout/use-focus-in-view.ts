import { useEffect } from 'react';

/** Whether the element sits in a layer fixed to the window (the header, a floating button): always in view. */
function inFixedLayer(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).position === 'fixed') return true;
  return false;
}

const afterTwoFrames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

/**
 * Keeps the control the keyboard reaches whole in view, below the fixed header (WCAG 2.4.11).
 * Chromium and Safari scroll a focused control clear of the header themselves (the page's
 * `scroll-padding-top`); Firefox scrolls only a control wholly out of view, so one half under the
 * header or below the window stays there. Then this scrolls the page by what is missing, as far
 * as that padding would. Focus that follows a press of the pointer is left alone: a click never
 * moves the page. (Firefox does not yet match `:focus-visible` when its focus event fires.)
 */
export function useFocusInView(): void {
  useEffect(() => {
    let byPointer = false;
    const onPointerDown = () => (byPointer = true);
    const onKeyDown = () => (byPointer = false);
    const onFocusIn = (event: FocusEvent) => {
      const control = event.target;
      // Only what the Tab key reaches: not a region only a script focuses (the main landmark after
      // a navigation). Safari gives a summary a tabIndex of -1, so the attribute is what tells.
      if (!(control instanceof HTMLElement) || byPointer || control.getAttribute('tabindex') === '-1') return;
      if (inFixedLayer(control)) return;
      // After the browser's own scroll to the focus, which Safari makes as late as the next frame:
      // only what it left under the header or below the window is moved.
      afterTwoFrames(() => {
        if (document.activeElement !== control) return;
        const box = control.getBoundingClientRect();
        const headerBottom = document.querySelector('#page-top > header')?.getBoundingClientRect().bottom ?? 0;
        // As much room as the page's scroll padding leaves: a line's worth beyond the edge.
        const room = parseFloat(getComputedStyle(document.documentElement).fontSize);
        if (box.top < headerBottom) window.scrollBy({ top: box.top - headerBottom - room, behavior: 'instant' });
        else if (box.bottom > window.innerHeight)
          window.scrollBy({
            top: Math.min(box.bottom - window.innerHeight + room, box.top - headerBottom - room),
            behavior: 'instant',
          });
      });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
