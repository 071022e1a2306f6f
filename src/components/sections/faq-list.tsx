import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { faqIds, type FaqId } from '@/content/landing';
import { useTranslation } from '@/i18n/use-translation';
import { useHydratedHash } from '@/lib/use-hydrated-search';
import { SectionHeading } from './section-heading';

type FaqListProps = {
  /** On the FAQ page the page's h1 introduces the list, and questions are h2. */
  standalone?: boolean;
};

const faqIdFromHash = (hash: string): FaqId | null =>
  (faqIds as readonly string[]).includes(hash.slice(1)) ? (hash.slice(1) as FaqId) : null;

/**
 * The twelve questions as an accordion: one answer open at a time, a second press closes it,
 * and a link to `#q5` opens the fifth.
 */
export function FaqList({ standalone = false }: FaqListProps) {
  const { t } = useTranslation();
  const hash = useHydratedHash();
  // The visitor's last choice, tied to the fragment it was made under: a new #qN link wins.
  const [choice, setChoice] = useState<{ id: FaqId | null; hash: string } | null>(null);
  const openId = choice && choice.hash === hash ? choice.id : faqIdFromHash(hash);
  const QuestionHeading = standalone ? 'h2' : 'h3';

  return (
    <section aria-labelledby={standalone ? undefined : 'faq-title'} className="mx-auto max-w-page px-4 py-20 sm:px-6">
      {!standalone && <SectionHeading id="faq-title" title={t('faq.title')} intro={t('faq.intro')} />}
      <div className="mt-8 max-w-3xl divide-y-2 divide-ink/10 border-y-2 border-ink/10">
        {faqIds.map((id) => {
          const open = openId === id;
          return (
            <div key={id} id={id}>
              <QuestionHeading className="text-lg font-semibold">
                <button
                  type="button"
                  id={`${id}-question`}
                  aria-expanded={open}
                  aria-controls={`${id}-answer`}
                  onClick={() => setChoice({ id: open ? null : id, hash })}
                  className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left text-ink hover:text-hazel-800"
                >
                  {t(`faq.items.${id}.question`)}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-6 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                  />
                </button>
              </QuestionHeading>
              <div
                id={`${id}-answer`}
                role="region"
                aria-labelledby={`${id}-question`}
                hidden={!open}
                className="max-w-prose pb-6 text-ink-soft"
              >
                <p>{t(`faq.items.${id}.answer`)}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
