import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createStore, useStore } from '@/lib/store';
import type { IconTooltipProps, RenderIconTooltip } from './radix-icon-tooltip';

// Radix's tooltip (and its positioning code) would not fit in the first load's budget: it loads
// once the page is interactive and idle, or at once when a hinted button is pointed at or focused.
const loadedTooltip = createStore<RenderIconTooltip | null>(() => null);
let loading: Promise<void> | undefined;

export function loadTooltips(): Promise<void> {
  loading ??= import('./radix-icon-tooltip').then(
    (module) => loadedTooltip.set(module.renderIconTooltip),
    () => {
      // Without the hint the button still has its name; a later interaction tries again.
      loading = undefined;
    },
  );
  return loading;
}

/**
 * Whether the page is at rest for this button: nothing has the keyboard focus (a dialog the
 * button opened would have it) and the button is not being pressed.
 */
function pageAtRest(button: Element | null | undefined): boolean {
  const focus = document.activeElement;
  return (!focus || focus === document.body) && !button?.matches(':active');
}

/**
 * A hint for an icon-only button (Radix, loaded on demand): the button alone until the code has
 * arrived and the page is at rest. Putting Radix in replaces the button's element, so it never
 * happens while the button (or something it opened, which will hand the focus back to it) is in
 * use, where it could swallow a press or lose the focus.
 */
export function IconTooltip({ label, children }: IconTooltipProps) {
  const renderHint = useStore(loadedTooltip, null);
  const [withHint, setWithHint] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);

  useEffect(() => {
    if (renderHint) return;
    // Safari has no idle callback: there the code loads on the next task.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void loadTooltips());
    else window.setTimeout(() => void loadTooltips(), 1);
  }, [renderHint]);

  // Once in, the hint stays: the button is not replaced again.
  useEffect(() => {
    if (!renderHint || withHint) return;
    const putInWhenAtRest = () => {
      if (pageAtRest(wrapper.current?.firstElementChild)) setWithHint(true);
    };
    // A focus has moved, or a press has ended, only once its event has run.
    const afterFocusLeaves = () => window.setTimeout(putInWhenAtRest);
    putInWhenAtRest();
    document.addEventListener('focusout', afterFocusLeaves);
    document.addEventListener('pointerup', afterFocusLeaves);
    return () => {
      document.removeEventListener('focusout', afterFocusLeaves);
      document.removeEventListener('pointerup', afterFocusLeaves);
    };
  }, [renderHint, withHint]);

  // The check above and React's commit are not one step: if the focus arrived in between, the
  // new button takes it back, so a keyboard user's next key still reaches it.
  useLayoutEffect(() => {
    if (!withHint || !focused.current) return;
    if (!document.activeElement || document.activeElement === document.body)
      wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [withHint]);

  return (
    // Stays in place around the button; also fetches the hint's code as soon as the button is
    // pointed at or focused.
    <span
      ref={wrapper}
      className="contents"
      onPointerEnter={() => void loadTooltips()}
      onFocus={() => {
        focused.current = true;
        void loadTooltips();
      }}
      onBlur={() => {
        focused.current = false;
      }}
    >
      {renderHint && withHint ? renderHint({ label, children }) : children}
    </span>
  );
}
