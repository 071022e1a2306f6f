import { ALargeSmall } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useId } from 'react';
import { IconTooltip } from '@/components/ui/tooltip';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { useHydrated } from '@/lib/use-hydrated';
import { useStore } from '@/lib/store';
import { setTextSize, textSize } from '@/lib/text-size';
import { needsAppProps } from '@/config/start-up';

/**
 * The three sizes as toggle buttons labelled with their percentage. They work only with the app,
 * so they are rendered once it runs, not in the prerendered page: the HTML of every page arrives in
 * TCP's first round trip, and the two copies (header panel, phone menu) cost it 150 bytes.
 */
export function TextSizeOptions() {
  const { t, language } = useTranslation();
  const size = useStore(textSize, 'normal');
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (
    <div role="group" aria-label={t('textSize.options')} className="js-only flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="font-medium text-ink">
        {t('textSize.button')}
      </span>
      {ui.textSizes.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={size === option.id}
          onClick={() => setTextSize(option.id)}
          className="inline-flex min-h-11 min-w-14 items-center justify-center rounded-md border-2 border-ink/25 bg-surface px-3 font-semibold whitespace-nowrap text-ink hover:border-ink/50 aria-pressed:border-hazel-700 aria-pressed:bg-hazel-700 aria-pressed:text-white"
        >
          {percent.format(option.percent / 100)}
        </button>
      ))}
    </div>
  );
}

/** In the desktop header: an icon button that shows the three sizes. */
export function TextSizeControl() {
  const { t } = useTranslation();
  const { open, setOpen, rootRef, triggerRef } = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const panelId = useId();

  return (
    <div ref={rootRef} className="js-only relative">
      <IconTooltip label={t('textSize.button')}>
        <button
          ref={triggerRef}
          type="button"
          aria-label={t('textSize.button')}
          aria-expanded={open}
          aria-controls={panelId}
          {...needsAppProps}
          onClick={() => setOpen(!open)}
          className="inline-flex size-11 items-center justify-center rounded-md border-2 border-ink/20 bg-surface text-ink hover:border-ink/40"
        >
          <Icon icon={ALargeSmall} aria-hidden="true" className="size-6" />
        </button>
      </IconTooltip>
      <div
        id={panelId}
        hidden={!open}
        // As wide as its options (the trigger, its containing block, is one icon wide), never wider than the window.
        className="absolute right-0 z-50 mt-2 w-max max-w-[calc(100vw-2rem)] rounded-md border border-ink/15 bg-surface p-3 shadow-lg"
      >
        <TextSizeOptions />
      </div>
    </div>
  );
}
