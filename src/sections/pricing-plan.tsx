import { RotateCcw } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ExternalButton } from '@/components/ui/external-button';
import { planFeatureIds } from '@/content/landing';
import { useTranslation } from '@/i18n/use-translation';
import { marketValues } from '@/config/site';
import { formatMonth } from '@/lib/format';
import { asOneUnit } from '@/i18n/phrase-breaks';
import { SectionHeading } from '@/components/section-parts/section-heading';
import { CornerBadge } from '@/components/ui/corner-badge';
import { cardPadding, pageColumnClass } from '@/components/ui/page-section';
import { CheckItem } from '@/components/section-parts/check-item';
import { FirstYearTotal, PaymentTerms, useOfferTerms } from './payment-terms';

type PricingPlanProps = { standalone?: boolean };

/** The one plan, with its badge, its prices and first-year total, its payment terms and its pre-order button. */
export function PricingPlan({ standalone = false }: PricingPlanProps) {
  const { t, language } = useTranslation();
  const { prices, links, promises, delivery } = marketValues(language);
  const offer = useOfferTerms();
  // Each feature as the market's offer makes it true: setup at home or by call, support hours.
  const featureText = (id: (typeof planFeatureIds)[number]) => {
    if (id === 'setup' && !promises.homeSetup) return t('pricing.features.setupRemote');
    if (id === 'support' && promises.supportHours?.days !== 'always') return t('pricing.features.supportLine');
    return t(`pricing.features.${id}`);
  };
  const PlanHeading = standalone ? 'h2' : 'h3';
  // On its own page the plan is no section of its own: the page's h1 heads it, and the plan card
  // carries the h2. On the home page it is the "pricing" section with its own title.
  const Wrapper = standalone ? 'div' : 'section';
  return (
    <Wrapper
      id={standalone ? undefined : 'pricing'}
      aria-labelledby={standalone ? undefined : 'pricing-title'}
      // On its own page the plan sits in the page's grid, which already pads it.
      className={standalone ? 'min-w-0' : pageColumnClass('roomy')}
    >
      {!standalone && <SectionHeading id="pricing-title" title={t('pricing.title')} intro={t('pricing.intro')} />}
      <article
        data-popular="true"
        className={`relative mt-12 max-w-xl rounded-xl border-4 border-hazel-700 bg-surface shadow-lg ${cardPadding} sm:p-8`}
      >
        <CornerBadge className="-mt-10 sm:-mt-12">{t('pricing.badge')}</CornerBadge>
        <PlanHeading className="text-2xl font-bold text-ink">{t('pricing.planName')}</PlanHeading>
        {/* Where the market does not sell, that comes first: the prices below are what to expect. */}
        {!links.preorder && (
          <p data-testid="not-selling" className="mt-3 font-medium text-ink">
            {t('pricing.notSelling')}
          </p>
        )}
        {/* Like a heading, the price breaks only between phrases: never 「44,000／円」. */}
        <p className="phrase-wrap mt-4 text-3xl font-bold text-ink">{t('pricing.devicePrice')}</p>
        {/* The monthly price as easy to find as the device's, and the month it starts beside them. */}
        <p className="phrase-wrap mt-1 text-2xl font-bold text-ink">{t('pricing.period')}</p>
        {links.preorder && delivery.expected && (
          <p data-testid="delivery-month" className="mt-2 text-xl font-semibold text-ink">
            {t('pricing.deliveryMonth', { date: asOneUnit(formatMonth(delivery.expected, language)) })}
          </p>
        )}
        <FirstYearTotal className="mt-2 text-lg font-semibold text-ink" />
        {/* The best offer where the decision is made: beside the price. */}
        <p
          data-testid="guarantee"
          className="phrase-wrap mt-4 rounded-md bg-sage-100 px-3 py-2 font-semibold text-sage-800"
        >
          {/* The sign in the line: the words keep the box's whole width. */}
          <Icon icon={RotateCcw} aria-hidden="true" className="mr-2 inline-block size-6 align-[-0.25em]" />
          {offer.guarantee}
        </p>
        {/* A market without prices of its own is told what the US-dollar amounts leave out. */}
        {!prices.local && (
          <p data-testid="price-note" className="mt-3 text-ink-soft">
            {t('pricing.prices.usdOnly')}
          </p>
        )}
        <ul data-testid="plan-features" className="mt-6 space-y-3">
          {planFeatureIds.map((id) => (
            <CheckItem key={id}>{featureText(id)}</CheckItem>
          ))}
        </ul>
        {/* Where the market sells, what paying means, right above the button that leads to it. */}
        {links.preorder && <PaymentTerms className="mt-6 border-t-2 border-sand pt-5" />}
        <ExternalButton href={links.preorder ?? links.waitlist} size="large" className="mt-8 w-full">
          {links.preorder ? t('pricing.button') : t('waitlist.free.submit')}
        </ExternalButton>
      </article>
    </Wrapper>
  );
}
