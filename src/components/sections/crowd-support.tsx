import { Heart, Home, MessageCircle, Users } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import { Link } from 'wouter';
import { pathFor } from '@/routing/routes';
import { isSample, marketValues } from '@/config/site';
import { PhoneLink } from '@/components/ui/contact-links';
import { Accordion } from '@/components/ui/accordion';
import { ExternalButton } from '@/components/ui/external-button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { crowdFaqIds, pilotBackerLimit, supportTiers, whyItMattersIds } from '@/content/crowd-support';
import { usePublishedSupporters } from '@/lib/published-supporters';
import { QueryScope } from '@/lib/query-scope';
import { formatMonth, formatNumber } from '@/lib/format';
import { crowdSupportImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { priceAsShown } from '@/i18n/base-params';
import { buttonClass } from '@/components/ui/button-styles';
import { CornerBadge } from '@/components/ui/corner-badge';
import { cardPadding, PageColumn, SectionTitle } from '@/components/ui/page-section';
import { SectionHeading } from './section-heading';
import { CheckItem } from '@/components/ui/check-item';

/** The campaign film's stand-in, beside the hero's call to action. */
export function CampaignVideoPlaceholder() {
  const { t } = useTranslation();
  return (
    <figure className="mt-10 max-w-3xl print:hidden!">
      <ResponsiveImage
        image={crowdSupportImages.video}
        alt={t('media.crowdVideoPlaceholder')}
        sizes="(min-width: 48rem) 48rem, 100vw"
        priority
        className="h-auto w-full rounded-lg shadow-md"
      />
      <figcaption className="mt-3 text-ink-soft">{t('crowd.videoPlaceholder')}</figcaption>
    </figure>
  );
}

const whyIcons: Record<(typeof whyItMattersIds)[number], IconData> = { alone: Heart, family: Users, dignity: Home };

export function WhyItMatters() {
  const { t } = useTranslation();
  return (
    <PageColumn as="section" aria-labelledby="why-title">
      <SectionTitle id="why-title">{t('crowd.whyTitle')}</SectionTitle>
      <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
        {whyItMattersIds.map((id) => {
          const drawing = whyIcons[id];
          return (
            <li key={id} className={`rounded-lg border border-ink/10 bg-surface shadow-sm ${cardPadding}`}>
              <Icon icon={drawing} aria-hidden="true" className="size-9 text-hazel-700" />
              <h3 className="mt-4 text-xl font-semibold text-ink">{t(`crowd.why.${id}.title`)}</h3>
              <p className="mt-2 text-ink-soft">{t(`crowd.why.${id}.description`)}</p>
            </li>
          );
        })}
      </ul>
    </PageColumn>
  );
}

export function DemoPlaceholder() {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="demo-title" className="bg-sand/60">
      <PageColumn className="grid grid-cols-1 items-center gap-8 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="demo-title"
            size="regular"
            title={t('crowd.demoTitle')}
            intro={t('crowd.demoPlaceholder')}
          />
          <Link href={`${pathFor('home', language)}#features`} className={`mt-6 ${buttonClass('secondary')}`}>
            {t('crowd.demoLink')}
          </Link>
        </div>
        <ResponsiveImage
          image={crowdSupportImages.demo}
          alt={t('media.crowdDemoPlaceholder')}
          sizes="(min-width: 64rem) 40rem, 100vw"
          className="h-auto w-full rounded-lg shadow-md"
        />
      </PageColumn>
    </section>
  );
}

/**
 * The founding supporters wall: the published list (real people who agreed to be named, or samples
 * labelled as such), or, until there is anyone, an invitation to be one of the first. The list is
 * read through the query library, which loads with this page.
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
  const { supporters } = usePublishedSupporters();
  return (
    <PageColumn as="section" aria-labelledby="supporters-title">
      <SectionHeading
        id="supporters-title"
        size="regular"
        title={t('crowd.supportersTitle')}
        intro={supporters.length > 0 ? t('crowd.supportersIntro') : t('crowd.supportersEmpty')}
      />
      {supporters.length > 0 && (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
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

/** The four tiers, the Pilot places left read from the published list. */
export function SupportTiers() {
  return (
    <QueryScope>
      <SupportTierCards />
    </QueryScope>
  );
}

function SupportTierCards() {
  const { t, language } = useTranslation();
  const { prices, links, selling } = marketValues(language);
  const { pilotBackers } = usePublishedSupporters();
  const pilotPlacesLeft = Math.max(0, pilotBackerLimit - pilotBackers);
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
        <ul className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-2 xl:grid-cols-4">
          {supportTiers.map((tier, index) => {
            const amount = priceAsShown(prices, tier.id, language, (price, included) =>
              t(included ? 'pricing.prices.taxIncluded' : 'pricing.prices.taxExcluded', { price }),
            );
            const previous = supportTiers[index - 1];
            return (
              <li
                key={tier.id}
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
                {tier.id === 'pilot' && (
                  <p data-testid="pilot-places" className="mt-4 font-semibold text-ink">
                    {pilotPlacesLeft > 0
                      ? t('crowd.pilotPlacesLeft', { left: formatNumber(pilotPlacesLeft, language) })
                      : t('crowd.pilotFull')}
                  </p>
                )}
                {/* A full Pilot tier, like every tier where the market does not sell, leads to the free waitlist. */}
                <ExternalButton
                  href={tier.id === 'pilot' && pilotPlacesLeft === 0 ? links.waitlist : links.tiers[tier.id]}
                  tone={tier.featured ? 'primary' : 'secondary'}
                  className="mt-auto w-full"
                >
                  {selling && !(tier.id === 'pilot' && pilotPlacesLeft === 0)
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

export function LargerContribution() {
  const { t, language } = useTranslation();
  return (
    <PageColumn as="section" aria-labelledby="larger-title">
      <SectionHeading id="larger-title" size="regular" title={t('crowd.largerTitle')} intro={t('crowd.largerText')} />
      <div className="mt-6 flex flex-wrap gap-4">
        <ExternalButton
          href={marketValues(language).chat.url}
          tone="secondary"
          icon={MessageCircle}
          sample={isSample(language, 'chat')}
        >
          {t('crowd.chat')}
        </ExternalButton>
        <PhoneLink />
      </div>
    </PageColumn>
  );
}

export function CrowdFaq() {
  const { t, language } = useTranslation();
  // A shipping date is shown only when one is set and still ahead (checked at build time).
  const { expected } = marketValues(language).delivery;
  const whenAnswer = expected
    ? t('crowd.faq.when.answer', { date: formatMonth(expected, language) })
    : t('crowd.faq.when.answerUndated');
  const items = crowdFaqIds.map((id) => ({
    id: `backers-${id}`,
    question: t(`crowd.faq.${id}.question`),
    answer: id === 'when' ? whenAnswer : t(`crowd.faq.${id}.answer`),
  }));
  return (
    <PageColumn as="section" aria-labelledby="backer-faq-title">
      <SectionTitle id="backer-faq-title" className="mb-8">
        {t('crowd.faqTitle')}
      </SectionTitle>
      <Accordion items={items} headingLevel={3} />
    </PageColumn>
  );
}
