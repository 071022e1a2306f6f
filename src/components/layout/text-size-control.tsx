import { ALargeSmall } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { IconTooltip } from '@/components/ui/tooltip';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { useStore } from '@/lib/store';
import { setTextSize, textSize } from '@/lib/text-size';

/** The three sizes as toggle buttons labelled with their percentage. */
export function TextSizeOptions() {
  const { t, language } = useTranslation();
  const size = useStore(textSize, 'normal');
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (
    <div role="group" aria-label={t('textSize.options')} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="font-medium text-ink">
        {t('textSize.button')}
      </span>
      {ui.textSizes.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={size === option.id}
          onClick={() => setTextSize(option.id)}
          className="inline-flex min-h-11 min-w-14 items-center justify-center rounded-md border-2 border-ink/25 bg-surface px-3 font-semibold text-ink hover:border-ink/50 aria-pressed:border-hazel-700 aria-pressed:bg-hazel-700 aria-pressed:text-white"
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
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <IconTooltip label={t('textSize.button')}>
        <button
          ref={buttonRef}
          type="button"
          aria-label={t('textSize.button')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className="inline-flex size-11 items-center justify-center rounded-md border-2 border-ink/20 bg-surface text-ink hover:border-ink/40"
        >
          <ALargeSmall aria-hidden="true" className="size-6" />
        </button>
      </IconTooltip>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 rounded-md border border-ink/15 bg-surface p-3 shadow-lg"
      >
        <TextSizeOptions />
      </div>
    </div>
  );
}
