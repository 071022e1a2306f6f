import { CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef } from 'react';
import { marketValues } from '@/config/site';
import { useTranslation } from '@/i18n/use-translation';
import { useHydratedSearch } from '@/lib/use-hydrated-search';
import { WaitlistFormSlot } from './waitlist-form-slot';
import { PageColumn, SectionTitle } from '@/components/ui/page-section';

/** Where the external form's thank-you redirect lands: `/{lang}?waitlist=joined`. */
const joinedParam = { name: 'waitlist', value: 'joined' } as const;

/** The waitlist / pre-order section (anchor `waitlist`): the form, or the success view. */
export function Waitlist() {
  const { t, language } = useTranslation();
  const { selling } = marketValues(language);
  const search = useHydratedSearch();
  const joined = new URLSearchParams(search).get(joinedParam.name) === joinedParam.value;
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!joined) return;
    successRef.current?.scrollIntoView({ block: 'center' });
    successRef.current?.focus({ preventScroll: true });
  }, [joined]);

  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="bg-hazel-50">
      <PageColumn spacing="roomy">
        <SectionTitle id="waitlist-title" size="large">
          {t('waitlist.heading')}
        </SectionTitle>
        {joined ? (
          <div className="mt-8 flex max-w-xl items-start gap-4 rounded-lg border-2 border-sage-700 bg-surface p-6">
            <Icon icon={CircleCheck} aria-hidden="true" className="size-10 shrink-0 text-sage-700" />
            <div>
              <h3 ref={successRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
                {t('waitlist.successTitle')}
              </h3>
              <p className="mt-2 text-lg text-ink-soft">
                {t(selling ? 'waitlist.preorder.successMessage' : 'waitlist.free.successMessage')}
              </p>
            </div>
          </div>
        ) : (
          <>
            <p className="mt-4 max-w-prose text-lg text-ink-soft">
              {t(selling ? 'waitlist.intro' : 'waitlist.free.intro')}
            </p>
            <WaitlistFormSlot />
          </>
        )}
      </PageColumn>
    </section>
  );
}
