import type { ReactNode } from 'react';
import { legalUpdated } from '@/content/legal';
import type { TranslationKey } from '@/i18n/dictionary';
import { useTranslation } from '@/i18n/use-translation';

type LegalDocumentProps = {
  /** Where the sections' copy lives: `legal.{document}.{section}.title|body`. */
  document: 'privacy' | 'terms' | 'accessibility';
  sections: readonly string[];
  /** Links shown after a section's text, such as a mailto: link. */
  actions?: Partial<Record<string, ReactNode>>;
};

/** A plain-language policy page: last-updated date, contents, then one h2 per section. */
export function LegalDocument({ document, sections, actions = {} }: LegalDocumentProps) {
  const { t, language } = useTranslation();
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalUpdated}T00:00:00Z`),
  );
  const key = (section: string, part: 'title' | 'body') => `legal.${document}.${section}.${part}` as TranslationKey;
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6">
      <p className="text-ink-soft">{t('legal.updated', { date: updated })}</p>
      <nav aria-labelledby={`${document}-contents`} className="mt-6 rounded-lg bg-sand/60 p-6">
        <h2 id={`${document}-contents`} className="text-lg font-semibold text-ink">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section}>
              <a
                href={`#${section}`}
                className="inline-flex min-h-11 min-w-11 items-center text-ink underline underline-offset-4"
              >
                {t(key(section, 'title'))}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 max-w-prose space-y-10">
        {sections.map((section) => (
          <section key={section} id={section} aria-labelledby={`${section}-title`}>
            <h2 id={`${section}-title`} className="font-serif text-2xl font-bold text-ink">
              {t(key(section, 'title'))}
            </h2>
            <p className="mt-3 text-ink-soft">{t(key(section, 'body'))}</p>
            {actions[section] && <div className="mt-4">{actions[section]}</div>}
          </section>
        ))}
      </div>
    </div>
  );
}
