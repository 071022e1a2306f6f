import type { ReactNode } from 'react';
import { legalUpdated } from '@/content/legal';
import { useTranslation } from '@/i18n/use-translation';
import { PageColumn } from '@/components/ui/page-section';
import { sentencesOf } from '@/sections/sentences';

/** From this many sentences, a section's text is a list of them: a long block is hard to read on a phone. */
const sentencesForAList = 3;

/**
 * A section's text: as a paragraph, or where it runs to several sentences, one point per sentence
 * (as GOV.UK's privacy notices are), each keeping its space so that the text reads as written.
 */
function SectionText({ body }: { body: ReactNode }) {
  const sentences = typeof body === 'string' ? sentencesOf(body) : [];
  if (sentences.length < sentencesForAList) return <p className="mt-3 text-ink-soft">{body}</p>;
  return (
    <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-soft">
      {sentences.map((sentence, index) => (
        <li key={index}>{sentence}</li>
      ))}
    </ul>
  );
}

export type LegalSection = {
  /** The section's anchor. */
  id: string;
  title: string;
  /** The section's text; copy with a sample mark where a sentence states what only the company can confirm. */
  body: ReactNode;
  /** Links shown after the section's text, such as a mailto: link. */
  action?: ReactNode;
};

type LegalDocumentProps = {
  /** Names the contents list. */
  document: 'privacy' | 'terms' | 'accessibility';
  /** The sections in order, already translated by the page (so the compiler checks their copy). */
  sections: readonly LegalSection[];
};

/** A plain-language policy page: last-updated date, contents, then one h2 per section. */
export function LegalDocument({ document, sections }: LegalDocumentProps) {
  const { t, language } = useTranslation();
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalUpdated}T00:00:00Z`),
  );
  return (
    <PageColumn spacing="compact">
      {/* A statement takes no effect on a date: only when it last changed (ko: 최종 수정일, not 시행일). */}
      <p className="text-ink-soft">
        {t(document === 'accessibility' ? 'legal.accessibility.updated' : 'legal.updated', { date: updated })}
      </p>
      <nav aria-labelledby={`${document}-contents`} className="mt-6 rounded-lg bg-sand/60 p-6">
        <h2 id={`${document}-contents`} className="text-lg font-semibold text-ink">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 min-w-11 items-center text-ink underline underline-offset-4"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 max-w-prose space-y-10">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="font-serif text-2xl font-bold text-ink">
              {section.title}
            </h2>
            <SectionText body={section.body} />
            {section.action && <div className="mt-4">{section.action}</div>}
          </section>
        ))}
      </div>
    </PageColumn>
  );
}
