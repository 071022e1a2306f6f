import { marketValues } from '@/config/site';
import { ExternalButton } from '@/components/ui/external-button';
import { cardPadding, PageColumn, SectionTitle } from '@/components/ui/page-section';
import { useTranslation } from '@/i18n/use-translation';
import { FirstYearTotal, PaymentTerms } from './payment-terms';
import { WaitlistFormSlot } from '@/features/waitlist-form/waitlist-form-slot';
import { useReturnedForm, WaitlistSuccess } from '@/features/waitlist-form/waitlist-success';

const cardClass = `rounded-xl border border-ink/10 bg-surface shadow-sm ${cardPadding} sm:p-8`;

/**
 * The waitlist / pre-order section (anchor `waitlist`). Where the market sells: the paid pre-order
 * (what it costs, what its form asks, when it is charged and ships, the refund) beside the free
 * waitlist, told apart; elsewhere the free waitlist alone. After a hosted form, its success view.
 */
export function Waitlist() {
  const { t, language } = useTranslation();
  const returned = useReturnedForm();
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="bg-hazel-50">
      <PageColumn spacing="roomy">
        <SectionTitle id="waitlist-title" size="large">
          {marketValues(language).selling ? t('waitlist.heading') : t('waitlist.free.heading')}
        </SectionTitle>
        {returned ? <WaitlistSuccess form={returned} /> : <Paths />}
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
          <p className="phrase-wrap mt-2 text-xl font-semibold text-ink">{t('offer.price')}</p>
          <FirstYearTotal className="mt-2 text-lg font-semibold text-ink" />
          <p className="mt-3 text-lg text-ink-soft">{t('waitlist.preorder.asks')}</p>
          <PaymentTerms className="mt-2" withGuarantee />
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
