import { useEffect, useRef, useState, type PointerEvent, type ReactElement } from 'react';
import { ui } from '@/config/ui';

type IconTooltipProps = {
  /** The visible hint; the same words as the control's accessible name. */
  label: string;
  /** One icon-only button. */
  children: ReactElement;
  /** Which edge of the button the hint lines up with: `end` for buttons at the screen's edge. */
  align?: 'center' | 'end';
  /** Classes for the wrapper, which takes the button's place in its layout. */
  className?: string;
};

// When one hint has just closed, the next opens at once (spec: skip delay), as in a toolbar.
let lastClosedAt = Number.NEGATIVE_INFINITY;

const alignments = {
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

/**
 * A hint under an icon-only button, shown on hover after the open delay and at once on keyboard
 * focus; it stays while the pointer is on it, and Escape, a press, leaving or blurring hides it
 * (WCAG 1.4.13). It repeats the button's
 * accessible name, so screen readers skip it. Positioned by CSS: the buttons it serves sit where
 * a hint below always fits, which spares the site a positioning library in its first download.
 */
export function IconTooltip({ label, children, align = 'center', className = '' }: IconTooltipProps) {
  const [open, setOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressing = useRef(false);

  const show = (delayMs: number) => {
    clearTimeout(openTimer.current);
    if (delayMs <= 0) setOpen(true);
    else openTimer.current = setTimeout(() => setOpen(true), delayMs);
  };

  const hide = () => {
    clearTimeout(openTimer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(openTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const sinceLastClose = performance.now() - lastClosedAt;
    show(sinceLastClose < ui.tooltip.skipDelayMs ? 0 : ui.tooltip.delayMs);
  };

  const onFocus = () => {
    // A press also focuses the button; only focus from the keyboard (or a script) shows the hint.
    const byPointer = pressing.current;
    pressing.current = false;
    if (!byPointer) show(0);
  };

  return (
    <span
      className={`relative inline-flex ${className}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={() => {
        pressing.current = true;
        hide();
      }}
      onPointerUp={() => {
        pressing.current = false;
      }}
      onFocus={onFocus}
      onBlur={hide}
    >
      {children}
      {open && (
        // Padding, not margin, bridges the gap, so the pointer can move onto the hint and it stays.
        <span role="tooltip" aria-hidden="true" className={`absolute top-full z-[70] pt-2 ${alignments[align]}`}>
          <span className="block whitespace-nowrap rounded-sm bg-ink px-3 py-1.5 text-sm text-white shadow-md">
            {label}
          </span>
        </span>
      )}
    </span>
  );
}
