import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useLocation } from 'wouter';

export type Disclosure<Root extends HTMLElement, Trigger extends HTMLElement> = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes; with `returnFocus`, the trigger takes the focus back (Escape, a choice). */
  close: (options?: { returnFocus?: boolean }) => void;
  /** The element holding the trigger and the panel: a press or focus outside it closes. */
  rootRef: RefObject<Root | null>;
  /** The control that opens and closes the panel. */
  triggerRef: RefObject<Trigger | null>;
  /** Whether it is open now, in the page: a `<details>` may have opened before the app heard of it. */
  isOpen: () => boolean;
  /** For a `<details>` root: follows the browser's own toggling (a press before the app ran too). */
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
};

/**
 * One behaviour for every menu-like panel (the language list, the text-size menu, the phone
 * menu): a press outside it, Escape, the focus moving out of it, or a navigation closes it.
 * Built for `<details>`, which opens and closes without scripts; a `<button>` trigger works too.
 */
export function useDisclosure<Root extends HTMLElement, Trigger extends HTMLElement = HTMLElement>(): Disclosure<
  Root,
  Trigger
> {
  const [location] = useLocation();
  // The location the panel was opened at: navigating anywhere else closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location;
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<Trigger>(null);

  // A <details> opens at the press, but tells the app only in a later task (its toggle event):
  // a key pressed in between must still find it open.
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);
  const isOpen = useCallback(
    () => openNow.current || (rootRef.current instanceof HTMLDetailsElement && rootRef.current.open),
    [],
  );

  const setOpen = useCallback((next: boolean) => setOpenedAt(next ? location : null), [location]);
  const close = useCallback((options?: { returnFocus?: boolean }) => {
    setOpenedAt(null);
    // Closed in the page at once too, even if the app has not yet heard that it opened.
    if (rootRef.current instanceof HTMLDetailsElement) rootRef.current.open = false;
    if (options?.returnFocus) triggerRef.current?.focus();
  }, []);

  // A <details> the visitor opened before the app hydrated stays open, now with these rules.
  useEffect(() => {
    if (rootRef.current instanceof HTMLDetailsElement && rootRef.current.open) setOpen(true);
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && rootRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (isOpen() && isOutside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOpen() && isOutside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpen() && event.key === 'Escape') close({ returnFocus: true });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);

  const onToggle = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
    },
    [open, setOpen],
  );

  return { open, setOpen, close, rootRef, triggerRef, isOpen, onToggle };
}
