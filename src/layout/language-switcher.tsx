import { Check, ChevronDown, Globe } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { pathFor } from '@/routing/routes';
import { useRoute } from '@/routing/use-route';
import { languageInfo, languages, type Language } from '@/config/languages';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { loadDictionary } from '@/i18n/load-dictionary';
import { useTranslation } from '@/i18n/use-translation';
import { isPlainLeftClick } from '@/lib/plain-left-click';
import { headerToolClass } from './header-tool';
import { useHydratedHash, useHydratedSearch } from '@/lib/use-hydrated-search';

/**
 * A disclosure (`<details>`, so it opens without scripts) listing the five languages as links to
 * the same page in each, keeping the query string and the #fragment once the app runs.
 */
export function LanguageSwitcher() {
  const { language, t } = useTranslation();
  const route = useRoute();
  const [, navigate] = useLocation();
  const { open, close, isOpen, onToggle, rootRef, triggerRef } = useDisclosure<HTMLDetailsElement>();
  // The prerendered links have neither (the HTML is the same for every address); they join after hydration.
  const search = useHydratedSearch();
  const hash = useHydratedHash();
  const page = route.page === 'notFound' ? 'home' : route.page;
  const hrefFor = (code: Language) => `${pathFor(page, code)}${search}${hash}`;

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: Language) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    close({ returnFocus: true });
    const href = hrefFor(code);
    // Load the dictionary first so the page switches language in one step.
    void loadDictionary(code, page).then(
      () => navigate(href),
      () => window.location.assign(href),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (!isOpen() || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[hreflang]') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links.at((current + step) % links.length)?.focus();
  };

  const current = languageInfo(language);

  return (
    // The key handler only adds arrow keys to links that already work by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={rootRef}
      open={open}
      onToggle={onToggle}
      onKeyDown={onKeyDown}
      className="group relative print:hidden!"
    >
      <summary
        ref={triggerRef}
        aria-label={t('languageSwitcher.button', { language: current.nativeName })}
        className={headerToolClass}
      >
        <Icon icon={Globe} aria-hidden="true" className="size-5 shrink-0" />
        <span lang={current.code}>{current.nativeName}</span>
        <Icon icon={ChevronDown} aria-hidden="true" className="hidden size-4 shrink-0 group-open:rotate-180 lg:block" />
      </summary>
      <ul
        aria-label={t('languageSwitcher.listLabel')}
        className="absolute right-0 z-50 mt-2 min-w-52 rounded-md border border-ink/15 bg-surface p-1 shadow-lg"
      >
        {languages.map(({ code, nativeName }) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={(event) => choose(event, code)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-sm px-3 py-2 text-ink hover:bg-sand aria-[current=true]:font-semibold"
            >
              {nativeName}
              {code === language && <Icon icon={Check} aria-hidden="true" className="size-5 text-sage-700" />}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
