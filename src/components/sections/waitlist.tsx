import { CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef } from 'react';
import { marketValues } from '@/config/site';
import { ExternalButton } from '@/components/ui/external-button';
import { cardPadding, PageColumn, SectionTitle } from '@/components/ui/page-section';
import { useTranslation } from '@/i18n/use-translation';
import { FirstYearTotal, PaymentTerms } from './payment-terms';
import { useHydratedSearch } from '@/lib/use-hydrated-search';
import { WaitlistFormSlot } from './waitlist-form-slot';

/**
 * Where each hosted form's thank-you redirect lands: the free waitlist's at `/{lang}?waitlist=joined`,
 * the pre-order's at `/{lang}?preorder=placed`.
 */
const returns = { free: ['waitlist', 'joined'], preorder: ['preorder', 'placed'] } as const;

const cardClass = `rounded-xl border border-ink/10 bg-surface shadow-sm ${cardPadding} sm:p-8`;

/**
 * The waitlist / pre-order section (anchor `waitlist`). Where the market sells: the paid pre-order
 * (what it costs, what its form asks, when it is charged and ships, the refund) beside the free
 * waitlist, told apart; elsewhere the free waitlist alone. After a hosted form, its success view.
 */
export function Waitlist() {
  const { t, language } = useTranslation();
  const search = new URLSearchParams(useHydratedSearch());
  const returned = (['preorder', 'free'] as const).find((form) => search.get(returns[form][0]) === returns[form][1]);
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="bg-hazel-50">
      <PageColumn spacing="roomy">
        <SectionTitle id="waitlist-title" size="large">
          {marketValues(language).selling ? t('waitlist.heading') : t('waitlist.free.heading')}
        </SectionTitle>
        {returned ? <Success form={returned} /> : <Paths />}
      </PageColumn>
    </section>
  );
}

function Paths() {
  const { t, language } = useTranslation();
  const { links } = marketValues(language);
  if (!links.preorder) {
    return (
      <>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('waitlist.free.intro')}</p>
        <WaitlistFormSlot />
      </>
    );
  }
  return (
    <>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('waitlist.intro')}</p>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
        <div data-path="preorder" className={cardClass}>
          <h3 className="text-2xl font-bold text-ink">{t('waitlist.preorder.title')}</h3>
          <p className="phrase-wrap mt-2 text-xl font-semibold text-ink">{t('waitlist.preorder.price')}</p>
          <FirstYearTotal className="mt-2 text-lg font-semibold text-ink" />
          <p className="mt-3 text-lg text-ink-soft">{t('waitlist.preorder.asks')}</p>
          <PaymentTerms className="mt-2" />
          <WaitlistFormSlot />
        </div>
        <div data-path="free" className={`${cardClass} self-start`}>
          <h3 className="text-2xl font-bold text-ink">{t('waitlist.freePath.title')}</h3>
          <p className="mt-3 text-lg text-ink-soft">{t('waitlist.freePath.text')}</p>
          <ExternalButton href={links.waitlist} tone="secondary" className="mt-6">
            {t('waitlist.free.submit')}
          </ExternalButton>
        </div>
      </div>
    </>
  );
}

/** The view after a hosted form's thank-you redirect: which form it was, and what happens next. */
function Success({ form }: { form: 'preorder' | 'free' }) {
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
