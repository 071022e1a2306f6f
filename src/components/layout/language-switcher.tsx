import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { pathFor } from '@/routing/routes';
import { useRoute } from '@/routing/use-route';
import { languageInfo, languages, type Language } from '@/config/languages';
import { loadDictionary } from '@/i18n/load-dictionary';
import { useTranslation } from '@/i18n/use-translation';

/**
 * A disclosure listing the five languages as links to the same page in each.
 * Closes on a choice, Escape, a click outside, or focus leaving it.
 */
export function LanguageSwitcher() {
  const { language, t } = useTranslation();
  const route = useRoute();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const page = route.page === 'notFound' ? 'home' : route.page;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
    const href = pathFor(page, code);
    // Load the dictionary first so the page switches language in one step.
    void loadDictionary(code).then(
      () => navigate(href),
      () => window.location.assign(href),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[hreflang]') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links.at((current + step) % links.length)?.focus();
  };

  const current = languageInfo(language);

  return (
    // The key handler only adds Escape and arrow keys to controls that already work by keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('languageSwitcher.button', { language: current.nativeName })}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-ink/20 bg-surface px-3 font-medium text-ink hover:border-ink/40"
      >
        <Globe aria-hidden="true" className="size-5 shrink-0" />
        <span lang={current.code} className="hidden sm:inline">
          {current.nativeName}
        </span>
        <ChevronDown aria-hidden="true" className={`hidden size-4 shrink-0 sm:block ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        aria-label={t('languageSwitcher.listLabel')}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-52 rounded-md border border-ink/15 bg-surface p-1 shadow-lg"
      >
        {languages.map(({ code, nativeName }) => (
          <li key={code}>
            <a
              href={pathFor(page, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={(event) => choose(event, code)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-sm px-3 py-2 text-ink hover:bg-sand aria-[current=true]:font-semibold"
            >
              {nativeName}
              {code === language && <Check aria-hidden="true" className="size-5 text-sage-700" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
