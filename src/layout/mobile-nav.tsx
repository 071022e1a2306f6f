import { Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect } from 'react';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { desktopNavQuery } from '@/lib/text-size';
import { NavLinks, PageNavLink, PreorderLink, WatchVideoLink } from './header-actions';
import { headerToolClass } from './header-tool';

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
      <summary ref={triggerRef} className={headerToolClass}>
        <Icon icon={Menu} aria-hidden="true" className="size-5 group-open:hidden" />
        <Icon icon={X} aria-hidden="true" className="hidden size-5 group-open:block" />
        {/* The labels follow the state through CSS, so they are right before the scripts run too: a
            short word shows (beside the icon from 360 px), the full name is read. */}
        <span aria-hidden="true" className="max-[359px]:hidden group-open:hidden">
          {t('header.menuShort')}
        </span>
        <span aria-hidden="true" className="hidden max-[359px]:hidden group-open:inline">
          {t('header.closeShort')}
        </span>
        <span className="sr-only group-open:hidden">{t('header.openMenu')}</span>
        <span className="hidden group-open:inline group-open:sr-only">{t('header.closeMenu')}</span>
      </summary>
      <nav
        aria-label={t('header.primaryNav')}
        className="scroll-cue below-header absolute inset-x-0 top-full overflow-y-auto border-b border-ink/15 px-4 pt-2 pb-6 text-lg shadow-lg"
      >
        <NavLinks onNavigate={close} className="flex flex-col gap-1" />
        <ul className="mt-1 flex flex-col gap-1">
          <li>
            <PageNavLink page="faq" onNavigate={() => close()}>
              {t('footer.faq')}
            </PageNavLink>
          </li>
          <li>
            <PageNavLink page="trust" onNavigate={() => close()}>
              {t('footer.trust')}
            </PageNavLink>
          </li>
        </ul>
        <div className="mt-4 flex flex-col gap-3 border-t border-ink/15 pt-4">
          <WatchVideoLink onOpen={close} className="justify-start" />
          <div className="sm:hidden">
            <PreorderLink className="w-full" />
          </div>
        </div>
      </nav>
    </details>
  );
}
