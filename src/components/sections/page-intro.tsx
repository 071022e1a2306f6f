import type { ReactNode } from 'react';
import type { TranslationKey } from '@/i18n/dictionary';
import { useTranslation } from '@/i18n/use-translation';

type PageIntroProps = {
  heading: TranslationKey;
  intro: TranslationKey;
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
      <div className="mx-auto max-w-page px-4 py-16 sm:px-6 sm:py-20">
        <h1 className="max-w-4xl font-serif text-3xl font-bold text-ink sm:text-4xl">{t(heading)}</h1>
        <p className="mt-6 max-w-prose text-lg text-ink-soft">{t(intro)}</p>
        {children}
      </div>
    </section>
  );
}
