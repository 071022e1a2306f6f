import { Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect } from 'react';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { desktopNavQuery } from '@/lib/text-size';
import { NavLinks, PreorderLink, WatchVideoLink } from './header-actions';
import { TextSizeOptions } from './text-size-control';

/**
 * The menu that holds the navigation on narrow screens: a `<details>`, so it opens and its links
 * work without scripts; the app adds the shared closing rules.
 */
export function MobileNav() {
  const { t } = useTranslation();
  const { open, close, onToggle, rootRef, triggerRef } = useDisclosure<HTMLDetailsElement>();

  // Close when the window grows to desktop width, where the full nav shows.
  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.matchMedia(desktopNavQuery()).matches) close();
      }, ui.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close]);

  return (
    <details ref={rootRef} open={open} onToggle={onToggle} className="group nav:hidden print:hidden!">
      <summary
        ref={triggerRef}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-ink/20 bg-surface px-3 font-medium text-ink"
      >
        <Icon icon={Menu} aria-hidden="true" className="size-6 group-open:hidden" />
        <Icon icon={X} aria-hidden="true" className="hidden size-6 group-open:block" />
        {/* The label follows the state through CSS, so it is right before the scripts run too. */}
        <span className="sr-only group-open:hidden sm:not-sr-only">{t('header.openMenu')}</span>
        <span className="hidden group-open:inline group-open:sr-only sm:group-open:not-sr-only">
          {t('header.closeMenu')}
        </span>
      </summary>
      <nav
        aria-label={t('header.primaryNav')}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-5rem)] overflow-y-auto border-b border-ink/15 bg-canvas px-4 pb-6 pt-2 shadow-lg"
      >
        <NavLinks onNavigate={close} className="flex flex-col gap-1 text-lg" />
        <div className="mt-4 flex flex-col gap-3 border-t border-ink/15 pt-4">
          <WatchVideoLink onOpen={close} className="justify-start text-lg" />
          <TextSizeOptions />
          <div className="xs:hidden">
            <PreorderLink className="w-full" />
          </div>
        </div>
      </nav>
    </details>
  );
}
