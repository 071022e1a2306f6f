import { Heart, Home, MessageCircle, Users } from 'lucide';
import type { IconData } from '@/components/ui/icon';
import { Link } from 'wouter';
import { pathFor } from '@/routing/routes';
import { isSample, marketValues } from '@/config/site';
import { PhoneLink } from '@/components/ui/contact-links';
import { Accordion } from '@/components/section-parts/accordion';
import { ExternalButton } from '@/components/ui/external-button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { crowdFaqIds, whyItMattersIds } from '@/content/crowd-support';
import { deferredPart } from '@/lib/deferred-part';
import { joinSentences } from '@/lib/format';
import { contributionTerms, guaranteeWithTiers } from '@/i18n/offer-terms';
import { useOfferTerms } from './payment-terms';
import { DeviceTierTerms } from './offer-summary';
import { crowdSupportImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass } from '@/components/ui/button-styles';
import { PageColumn, SectionTitle } from '@/components/ui/page-section';
import { IconCardGrid } from '@/components/section-parts/icon-card-grid';
import { CallToAction } from './call-to-action';
import { SectionHeading } from '@/components/section-parts/section-heading';

const whyIcons: Record<(typeof whyItMattersIds)[number], IconData> = { alone: Heart, family: Users, dignity: Home };

export function WhyItMatters() {
  const { t } = useTranslation();
  return (
    <PageColumn as="section" aria-labelledby="why-title">
      <SectionTitle id="why-title">{t('crowd.whyTitle')}</SectionTitle>
      <IconCardGrid
        className="mt-8"
        columns="md-scaled:grid-cols-3"
        cards={whyItMattersIds.map((id) => ({
          id,
          icon: whyIcons[id],
          title: t(`crowd.why.${id}.title`),
          text: t(`crowd.why.${id}.description`),
        }))}
      />
    </PageColumn>
  );
}

/** Where to hear the device: the voice samples on the home page. */
export function VoiceSamplesPointer() {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="demo-title" className="bg-sand/60">
      <PageColumn className="grid grid-cols-1 items-center gap-8 lg:grid-cols-2">
        <div>
          <SectionHeading id="demo-title" size="regular" title={t('crowd.demoTitle')} intro={t('crowd.demoIntro')} />
          <Link href={`${pathFor('home', language)}#features`} className={`mt-6 ${buttonClass('secondary')}`}>
            {t('crowd.demoLink')}
          </Link>
        </div>
        <ResponsiveImage
          image={crowdSupportImages.demo}
          alt={t('media.crowdDemoPlaceholder')}
          sizes="(min-width: 64rem) 40rem, 100vw"
          // Not held for the app: on a phone it is in the first screen, the page's largest paint.
          className="h-auto w-full rounded-lg shadow-md"
        />
      </PageColumn>
    </section>
  );
}

const publishedParts = () => import('@/features/published-supporters/supporter-sections');

/**
 * The founding supporters wall and the tiers read the published list through the query library,
 * which loads after the page has hydrated (lib/deferred-part.tsx), not with its first load.
 */
export const FoundingSupporters = deferredPart(() => publishedParts().then((parts) => parts.FoundingSupporters));
export const SupportTiers = deferredPart(() => publishedParts().then((parts) => parts.SupportTiers));

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
  // The backers' answers state the offer in its own words (i18n/offer-terms.ts).
  const offer = useOfferTerms();
  const answers: Record<(typeof crowdFaqIds)[number], string> = {
    when: offer.delivery,
    refund: joinSentences(language, [
      contributionTerms(language, t),
      offer.cancelBeforeShipping,
      guaranteeWithTiers(offer, language, t),
    ]),
    updates: t('crowd.faq.updates.answer'),
    pilot: joinSentences(language, [t('crowd.faq.pilot.answer'), offer.service]),
    larger: t('crowd.faq.larger.answer'),
  };
  // Where the market does not sell, nobody backs from it: no refunds to explain, no larger gifts.
  const { selling } = marketValues(language);
  const items = crowdFaqIds
    .filter((id) => selling || (id !== 'refund' && id !== 'larger'))
    .map((id) => ({
      id: `backers-${id}`,
      question: t(`crowd.faq.${id}.question`),
      answer: answers[id],
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

/**
 * The page below its intro (pages/crowdsupport.tsx), which hydrates after it with the rest of the
 * page's copy: the reasons, the demo, the supporters and tiers, larger gifts, the backers' answers
 * and the closing call.
 */
export function CrowdSupportSections() {
  const { t, language } = useTranslation();
  return (
    <>
      <WhyItMatters />
      <VoiceSamplesPointer />
      <FoundingSupporters />
      <SupportTiers deviceTerms={(amount) => <DeviceTierTerms amount={amount} />} />
      {/* An invitation to back more, with a chat and a phone, only where the market takes backing. */}
      {marketValues(language).selling && <LargerContribution />}
      <CrowdFaq />
      <CallToAction id="crowd-closing" title={t('crowd.closingTitle')} text={t('crowd.closingText')}>
        <Link href={pathFor('trust', language)} className={buttonClass('secondary')}>
          {t('crowd.closingLink')}
        </Link>
      </CallToAction>
    </>
  );
}
