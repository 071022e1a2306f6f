import type { ReactNode } from 'react';
import type { PlainTranslationKey } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import { PageColumn, SectionTitle } from '@/components/ui/page-section';

type PageIntroProps = {
  heading: PlainTranslationKey;
  intro: PlainTranslationKey;
  /** An anchor for the top of the page, such as `top` on the crowd-support page. */
  id?: string;
  /** Calls to action or a picture, below the lead paragraph. */
  children?: ReactNode;
};

/** The page's one h1 and its lead paragraph. */
export function PageIntro({ heading, intro, id, children }: PageIntroProps) {
  const { t } = useTranslation();
  return (
    <section id={id} className="bg-sand/60">
      <PageColumn className="sm:py-20">
        <SectionTitle as="h1" size="large" className="max-w-4xl">
          {t(heading)}
        </SectionTitle>
        <p className="mt-6 max-w-prose text-lg text-ink-soft">{t(intro)}</p>
        {children}
      </PageColumn>
    </section>
  );
}
