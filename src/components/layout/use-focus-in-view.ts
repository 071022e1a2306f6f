import { useEffect } from 'react';

/** Whether the element sits in a layer fixed to the window (the header, a floating button): always in view. */
function inFixedLayer(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).position === 'fixed') return true;
  return false;
}

/**
 * Keeps the control the keyboard reaches whole in view, below the fixed header (WCAG 2.4.11).
 * Chromium and Safari scroll a focused control clear of the header themselves (the page's
 * `scroll-padding-top`); Firefox scrolls only a control wholly out of view, so one half under the
 * header or below the window stays there. Then this scrolls the nearest way, which honours the
 * same padding. Focus that follows a press of the pointer is left alone: a click never moves the
 * page. (Firefox does not yet match `:focus-visible` when its focus event fires.)
 */
export function useFocusInView(): void {
  useEffect(() => {
    let byPointer = false;
    const onPointerDown = () => (byPointer = true);
    const onKeyDown = () => (byPointer = false);
    const onFocusIn = (event: FocusEvent) => {
      const control = event.target;
      // Only what the Tab key reaches: not a region focused by a script (the main landmark after a navigation).
      if (byPointer || !(control instanceof HTMLElement) || control.tabIndex < 0 || inFixedLayer(control)) return;
      const box = control.getBoundingClientRect();
      const headerBottom = document.querySelector('#page-top > header')?.getBoundingClientRect().bottom ?? 0;
      if (box.top < headerBottom || box.bottom > window.innerHeight) control.scrollIntoView({ block: 'nearest' });
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
