import { ArrowUp } from 'lucide';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { headerTextClass } from './header-tool';
import { useFocusInView } from './use-focus-in-view';

/**
 * A way back from deep in a long page: a plain link to the top, at the end of the page for
 * everyone (it works without scripts, and by keyboard), which the app floats in the corner once
 * the visitor is two screens down, except while a field has the focus (on a phone it covered what
 * she typed). The page's other aid to where she is, keeping the focus clear of the header, lives
 * with it: both wait for the page, on every page.
 */
export function BackToTop() {
  const { t } = useTranslation();
  useFocusInView();
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    // Never over a field she is typing in: while one has the focus, the link stays at the page's end.
    const typing = () => document.activeElement?.matches('input, textarea, select') === true;
    const update = () => setFloating(!typing() && window.scrollY > ui.backToTopAfterScreens * window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  // The wrapper keeps the link's height (its 44 px and the padding) while the link floats: the
  // footer below never moves when it starts or stops floating, under a finger about to tap it.
  return (
    <div className="mx-auto flex min-h-19 w-full max-w-page justify-end px-4 py-4 sm:px-6 print:hidden!">
      <a
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
