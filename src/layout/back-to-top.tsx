import { ArrowUp } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { headerTextClass } from './header-tool';
import { useFocusInView } from './use-focus-in-view';

/** What she may act on: the floating link never lies over one of these. */
const controls = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])';
/** While one of these is on screen the link stays at the page's end: a form of the page (its field
 *  and its submit button; not the header's) and what is marked to be kept clear (the emergency list). */
const keepClear = 'main form, [data-keep-clear]';

/** Whether she can see an element (a closed menu's links keep their boxes while hidden); where a
 *  browser cannot tell (Safari before 17.4), taken as seen. */
function seen(element: Element): boolean {
  return element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true;
}

/** Whether two boxes overlap, with a finger's margin around the first. */
function overlap(a: DOMRect, b: DOMRect, margin: number): boolean {
  return (
    a.left - margin < b.right && b.left < a.right + margin && a.top - margin < b.bottom && b.top < a.bottom + margin
  );
}

/** The box the link takes while floating: the viewport's bottom right corner, a rem from its edges. */
function floatingBox(link: HTMLElement): DOMRect {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const { clientWidth, clientHeight } = document.documentElement;
  const width = link.offsetWidth;
  const height = link.offsetHeight;
  return new DOMRect(clientWidth - rem - width, clientHeight - rem - height, width, height);
}

/** Whether the link may float now without covering anything she may act on. */
function mayFloat(link: HTMLElement): boolean {
  const box = floatingBox(link);
  const viewport = new DOMRect(0, 0, document.documentElement.clientWidth, document.documentElement.clientHeight);
  for (const region of document.querySelectorAll(keepClear))
    if (overlap(region.getBoundingClientRect(), viewport, 0)) return false;
  for (const control of document.querySelectorAll(controls)) {
    if (control === link || link.contains(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && overlap(box, rect, 8) && seen(control)) return false;
  }
  return true;
}

/**
 * A way back from deep in a long page: a plain link to the top, at the end of the page for
 * everyone (it works without scripts, and by keyboard), which the app floats in the corner when
 * the visitor, two screens down, scrolls back up (she is heading for the top), except where it
 * would cover something she may act on: a field she types in, a form or its submit button, any
 * link or button under the corner, the emergency list. The page's other aid to where she is,
 * keeping the focus clear of the header, lives with it: both wait for the page, on every page.
 */
export function BackToTop() {
  const { t } = useTranslation();
  useFocusInView();
  const link = useRef<HTMLAnchorElement>(null);
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let goingUp = false;
    let frame = 0;
    let recheck = 0;
    const typing = () => document.activeElement?.matches('input, textarea, select') === true;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // A few pixels of jitter (a bounce at the page's end) change no direction.
      if (Math.abs(y - lastY) > 4) {
        goingUp = y < lastY;
        lastY = y;
      }
      const deep = y > ui.backToTopAfterScreens * window.innerHeight;
      const floats = deep && goingUp && !typing() && link.current !== null && mayFloat(link.current);
      setFloating(floats);
      // The page may move under it without a scroll (a card sliding in, an answer opening): while
      // it floats, it looks again.
      window.clearTimeout(recheck);
      if (floats) recheck = window.setTimeout(schedule, ui.backToTopRecheckMs);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(recheck);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
    };
  }, []);
  // The wrapper keeps the link's height (its 44 px and the padding) while the link floats: the
  // footer below never moves when it starts or stops floating, under a finger about to tap it.
  return (
    <div className="mx-auto flex min-h-19 w-full max-w-page justify-end px-4 py-4 sm:px-6 print:hidden!">
      <a
        ref={link}
        href="#page-top"
        data-testid="back-to-top"
        data-floating={floating ? '' : undefined}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-hazel-700 bg-surface px-4 font-semibold text-hazel-800 shadow-md hover:bg-hazel-50 data-floating:fixed data-floating:right-4 data-floating:bottom-4 data-floating:z-30 ${headerTextClass}`}
      >
        <Icon icon={ArrowUp} aria-hidden="true" className="size-5 shrink-0" />
        {t('nav.backToTop')}
      </a>
    </div>
  );
}
