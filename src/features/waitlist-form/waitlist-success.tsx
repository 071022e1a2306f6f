import { CircleCheck } from 'lucide';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { cardPadding } from '@/components/ui/page-section';
import { marketValues } from '@/config/site';
import { useTranslation } from '@/i18n/use-translation';
import { useHydratedSearch } from '@/lib/use-hydrated-search';

/**
 * Where each hosted form's thank-you redirect lands: the free waitlist's at `/{lang}?waitlist=joined`,
 * the pre-order's at `/{lang}?preorder=placed`.
 */
const returns = { free: ['waitlist', 'joined'], preorder: ['preorder', 'placed'] } as const;

export type ReturnedForm = keyof typeof returns;

/**
 * Which hosted form the visitor came back from, once hydrated (none in the prerendered page). Only
 * a market that sells has a pre-order to come back from: elsewhere `?preorder=placed` is a link
 * that would make the page confirm a purchase nobody could make, and is ignored.
 */
export function useReturnedForm(): ReturnedForm | undefined {
  const { language } = useTranslation();
  const search = new URLSearchParams(useHydratedSearch());
  const forms = marketValues(language).links.preorder ? (['preorder', 'free'] as const) : (['free'] as const);
  return forms.find((form) => search.get(returns[form][0]) === returns[form][1]);
}

/** The view after a hosted form's thank-you redirect: which form it was, and what happens next. */
export function WaitlistSuccess({ form }: { form: ReturnedForm }) {
  const { t, language } = useTranslation();
  const { selling } = marketValues(language);
  const successRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    successRef.current?.scrollIntoView({ block: 'center' });
    successRef.current?.focus({ preventScroll: true });
  }, []);
  const title = form === 'preorder' ? t('waitlist.preorder.successTitle') : t('waitlist.successTitle');
  const message =
    form === 'preorder'
      ? t('waitlist.preorder.successMessage')
      : selling
        ? t('waitlist.free.successMessageSelling')
        : t('waitlist.free.successMessage');
  return (
    <div
      data-success={form}
      className={`mt-8 flex max-w-xl items-start gap-4 rounded-lg border-2 border-sage-700 bg-surface ${cardPadding}`}
    >
      <Icon icon={CircleCheck} aria-hidden="true" className="size-10 shrink-0 text-sage-700" />
      <div>
        <h3 ref={successRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {title}
        </h3>
        <p className="mt-2 text-lg text-ink-soft">{message}</p>
      </div>
    </div>
  );
}
