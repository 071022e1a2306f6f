import { ALargeSmall } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useId, useState } from 'react';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { formatPercent } from '@/lib/format';
import { useStore } from '@/lib/store';
import { setTextSize, textSize } from '@/lib/text-size';
import { useNeedsAppProps } from '@/start-up/use-needs-app';
import { headerToolClass } from './header-tool';

/**
 * The three sizes as toggle buttons labelled with their percentage. They work only with the app,
 * so they are rendered while their panel is open, not in the prerendered page (the HTML of every
 * page arrives in TCP's first round trip) nor while the page hydrates (the percentages' format is
 * the first a page would make, and making the first loads the locale's data).
 */
function TextSizeOptions({ onChosen }: { onChosen: (percent: string) => void }) {
  const { t, language } = useTranslation();
  const size = useStore(textSize, 'normal');
  return (
    // One row at every width: "150%" never wraps under the others (the label gives way on a phone).
    <div role="group" aria-label={t('textSize.options')} className="js-only flex flex-nowrap items-center gap-2">
      <span aria-hidden="true" className="hidden font-medium text-ink sm:inline">
        {t('textSize.button')}
      </span>
      {ui.textSizes.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={size === option.id}
          onClick={() => {
            setTextSize(option.id);
            onChosen(formatPercent(option.percent, language));
          }}
          className="inline-flex min-h-11 min-w-14 items-center justify-center rounded-md border-2 border-ink/25 bg-surface px-3 font-semibold whitespace-nowrap text-ink hover:border-ink/50 aria-pressed:border-hazel-700 aria-pressed:bg-hazel-700 aria-pressed:text-white"
        >
          {formatPercent(option.percent, language)}
        </button>
      ))}
    </div>
  );
}

/**
 * In the header at every width: the sizes' button, named in words. On a phone its panel spans the
 * width under the header (the button is mid-row, so a panel hung from it would leave the window).
 */
export function TextSizeControl() {
  const { t } = useTranslation();
  const { open, setOpen, rootRef, triggerRef } = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const panelId = useId();
  const needsApp = useNeedsAppProps();
  const [announced, setAnnounced] = useState('');
  // A choice made, the panel closes (it would cover the page she enlarged it to read), her focus
  // goes back to its button, and a screen reader hears the new size.
  const chosen = (percent: string) => {
    setOpen(false);
    triggerRef.current?.focus();
    setAnnounced(t('textSize.chosen', { size: percent }));
  };

  return (
    <div ref={rootRef} className="js-only lg:relative print:hidden!">
      <button
        ref={triggerRef}
        type="button"
        // The full name is read; the short word shows (the name contains it: label in name).
        aria-label={t('textSize.button')}
        aria-expanded={open}
        aria-controls={panelId}
        {...needsApp}
        onClick={() => setOpen(!open)}
        className={headerToolClass}
      >
        <Icon icon={ALargeSmall} aria-hidden="true" className="size-5 shrink-0" />
        {t('header.textSizeShort')}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 border-b border-ink/15 bg-surface p-4 shadow-lg lg:inset-x-auto lg:top-auto lg:right-0 lg:mt-2 lg:w-max lg:max-w-[calc(100vw-2rem)] lg:rounded-md lg:border lg:p-3"
      >
        {open && <TextSizeOptions onChosen={chosen} />}
      </div>
      <span role="status" className="sr-only">
        {announced}
      </span>
    </div>
  );
}
