import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { IconTooltip } from '@/components/ui/tooltip';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { desktopNavQuery } from '@/lib/text-size';
import { NavLinks, PreorderLink, WatchVideoButton } from './header-actions';
import { TextSizeOptions } from './text-size-control';

type MobileNavProps = {
  /** Reports whether the panel is open, so the header can turn opaque behind it. */
  onOpenChange: (open: boolean) => void;
};

/** The menu button and panel that hold the navigation on narrow screens. */
export function MobileNav({ onOpenChange }: MobileNavProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  // The location the menu was opened at: navigating anywhere else closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => onOpenChange(open), [open, onOpenChange]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // Close when the window grows to desktop width, where the full nav shows.
  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.matchMedia(desktopNavQuery()).matches) setOpenedAt(null);
      }, ui.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const close = () => setOpenedAt(null);

  return (
    <div className="nav:hidden">
      <IconTooltip label={open ? t('header.closeMenu') : t('header.openMenu')}>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenedAt(open ? null : location)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-ink/20 bg-surface px-3 font-medium text-ink"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only sm:not-sr-only">{open ? t('header.closeMenu') : t('header.openMenu')}</span>
        </button>
      </IconTooltip>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={t('header.primaryNav')}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-5rem)] overflow-y-auto border-b border-ink/15 bg-canvas px-4 pb-6 pt-2 shadow-lg"
      >
        <NavLinks onNavigate={close} className="flex flex-col gap-1 text-lg" />
        <div className="mt-4 flex flex-col gap-3 border-t border-ink/15 pt-4">
          <WatchVideoButton onOpen={close} className="justify-start text-lg" />
          <TextSizeOptions />
          <div className="xs:hidden">
            <PreorderLink className="w-full" />
          </div>
        </div>
      </nav>
    </div>
  );
}
