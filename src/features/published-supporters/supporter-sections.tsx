import type { ReactNode } from 'react';
import { marketValues } from '@/config/site';
import { ExternalButton } from '@/components/ui/external-button';
import { pilotBackerLimit, supportTiers, tiersWithDevice } from '@/content/crowd-support';
import { usePublishedSupporters } from './published-supporters';
import { QueryScope } from './query-scope';
import { formatNumber, joinSentences } from '@/lib/format';
import { useTranslation } from '@/i18n/use-translation';
import { priceAsShown } from '@/i18n/base-params';
import { CornerBadge } from '@/components/ui/corner-badge';
import { cardPadding, PageColumn } from '@/components/ui/page-section';
import { SectionHeading } from '@/components/section-parts/section-heading';
import { CheckItem } from '@/components/section-parts/check-item';

// The crowd-support page's parts that read the published supporters list, with the query library:
// loaded after the page has hydrated (sections/crowd-support.tsx).

/**
 * The founding supporters wall: the published list (real people who agreed to be named, or samples
 * labelled as such), or, until there is anyone, an invitation to be one of the first. The list is
 * read through the query library; until it is, the page names nobody (a name the operator has
 * taken off the file must not linger in the built page).
 */
export function FoundingSupporters() {
  return (
    <QueryScope>
      <FoundingSupportersWall />
    </QueryScope>
  );
}

function FoundingSupportersWall() {
  const { t, language } = useTranslation();
  const { supporters, read } = usePublishedSupporters();
  return (
    <PageColumn as="section" aria-labelledby="supporters-title">
      <SectionHeading
        id="supporters-title"
        size="regular"
        title={t('crowd.supportersTitle')}
        intro={
          !read
            ? t('crowd.supportersPending')
            : supporters.length > 0
              ? t('crowd.supportersIntro')
              : t('crowd.supportersEmpty')
        }
      />
      {read && supporters.length > 0 && (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm-scaled:grid-cols-2 lg-scaled:grid-cols-4">
          {supporters.map((person, index) => (
            <li
              key={`${index}-${person.name}`}
              data-sample={person.sample ? '' : undefined}
              className="rounded-md border border-ink/10 bg-surface p-4"
            >
              <p className="font-semibold text-ink">{person.name}</p>
              {person.title?.[language] && <p className="text-ink-soft">{person.title[language]}</p>}
              {person.sample && <p className="mt-2 text-ink">{t('crowd.supporterSample')}</p>}
            </li>
          ))}
        </ul>
      )}
    </PageColumn>
  );
}

type SupportTiersProps = {
  /**
   * The terms a tier with a device carries beside its price, where the market sells: a pre-order's
   * (the section passes them in: a feature does not reach up into the sections).
   */
  deviceTerms: (amount: string) => ReactNode;
};

/** The four tiers, the Pilot places left read from the published list. */
export function SupportTiers({ deviceTerms }: SupportTiersProps) {
  return (
    <QueryScope>
      <SupportTierCards deviceTerms={deviceTerms} />
    </QueryScope>
  );
}

function SupportTierCards({ deviceTerms }: SupportTiersProps) {
  const { t, language } = useTranslation();
  const { prices, links, selling } = marketValues(language);
  const { pilotBackers, read } = usePublishedSupporters();
  const pilotPlacesLeft = Math.max(0, pilotBackerLimit - pilotBackers);
  // The Pilot places are the published file's to say: until it is read (and on the prerendered
  // page), the card states the limit only and offers no payment, which a full tier must not.
  const pilotOpen = read && pilotPlacesLeft > 0;
  return (
    <section id="tiers" aria-labelledby="tiers-title" className="bg-hazel-50">
      <PageColumn>
        <SectionHeading id="tiers-title" size="regular" title={t('crowd.tiersTitle')} intro={t('crowd.tiersIntro')} />
        {!prices.local && (
          <p data-testid="price-note" className="mt-4 max-w-prose text-ink-soft">
            {t('pricing.prices.usdOnly')}
          </p>
        )}
        {/* Where the market does not sell, backing waits too: each tier's button joins the free waitlist. */}
        {!selling && (
          <p data-testid="not-selling" className="mt-4 max-w-prose font-medium text-ink">
            {t('crowd.notSelling')}
          </p>
        )}
        <ul className="mt-12 grid grid-cols-1 gap-8 md-scaled:grid-cols-2 xl-scaled:grid-cols-4">
          {supportTiers.map((tier, index) => {
            const amount = priceAsShown(prices, tier.id, language, (price, included) =>
              included
                ? t('pricing.prices.taxIncluded', { price })
                : tiersWithDevice.has(tier.id)
                  ? t('pricing.prices.taxExcluded', { price })
                  : price,
            );
            const previous = supportTiers[index - 1];
            return (
              <li
                key={tier.id}
                data-tier={tier.id}
                data-featured={tier.featured}
                className={`relative flex flex-col rounded-xl bg-surface shadow-sm ${cardPadding} ${
                  tier.featured ? 'border-4 border-hazel-700' : 'border border-ink/10'
                }`}
              >
                {tier.popular && <CornerBadge>{t('crowd.mostPopular')}</CornerBadge>}
                <p className="text-3xl font-bold text-ink">{amount}</p>
                <h3 className="mt-1 text-xl font-semibold text-ink">{t(`crowd.tiers.${tier.id}.title`)}</h3>
                <p className="mt-2 text-ink-soft">{t(`crowd.tiers.${tier.id}.description`)}</p>
                {previous && (
                  <p className="mt-4 font-medium text-ink">
                    {t('crowd.includesPrevious', { tier: t(`crowd.tiers.${previous.id}.title`) })}
                  </p>
                )}
                <ul className="mt-3 space-y-2">
                  {tier.features.map((feature) => (
                    <CheckItem key={feature}>{t(`crowd.tierFeatures.${feature}`)}</CheckItem>
                  ))}
                </ul>
                {/* A limit, not a reward: beside the places still open, not in the list of rewards. */}
                {tier.id === 'pilot' && (
                  <p
                    data-testid="pilot-places"
                    data-read={read ? '' : undefined}
                    className="mt-4 font-semibold text-ink"
                  >
                    {!read
                      ? t('crowd.tierFeatures.limited')
                      : pilotPlacesLeft > 0
                        ? joinSentences(language, [
                            t('crowd.tierFeatures.limited'),
                            t('crowd.pilotPlacesLeft', { left: formatNumber(pilotPlacesLeft, language) }),
                          ])
                        : t('crowd.pilotFull')}
                  </p>
                )}
                {/* Pilot Access's limit does not pass down to the tier that includes its rewards. */}
                {tier.id === 'founders' && (
                  <p className="mt-4 font-semibold text-ink">{t('crowd.tierFeatures.foundersUnlimited')}</p>
                )}
                {selling && tiersWithDevice.has(tier.id) && deviceTerms(amount)}
                {/* A Pilot tier not known to be open, like every tier where the market does not sell,
                    leads to the free waitlist. */}
                <ExternalButton
                  href={tier.id === 'pilot' && !pilotOpen ? links.waitlist : links.tiers[tier.id]}
                  tone={tier.featured ? 'primary' : 'secondary'}
                  className="mt-auto w-full"
                >
                  {selling && !(tier.id === 'pilot' && !pilotOpen)
                    ? t(`crowd.tiers.${tier.id}.button`, { amount })
                    : t('waitlist.free.submit')}
                </ExternalButton>
              </li>
            );
          })}
        </ul>
        {selling && <p className="mt-6 max-w-prose text-ink-soft">{t('crowd.paymentNote')}</p>}
      </PageColumn>
    </section>
  );
}
