import { AlertTriangle, CreditCard, Lock, RotateCcw, Scale, Users } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import { MailLink } from '@/components/ui/contact-links';
import { trustSections } from '@/content/legal';
import type { ReactNode } from 'react';
import { isSample, marketValues } from '@/config/site';
import { MaybeSample } from '@/components/ui/sample-tag';
import { offerTerms, refundTerms } from '@/i18n/offer-terms';
import { useTranslation } from '@/i18n/use-translation';
import { cardPadding, PageColumn, SectionTitle } from '@/components/ui/page-section';
import { IconCardGrid } from '@/components/section-parts/icon-card-grid';
import { sentenceGap } from '@/lib/format';

const icons: Record<(typeof trustSections)[number], IconData> = {
  encryption: Lock,
  consent: Users,
  payments: CreditCard,
  privacyLaw: Scale,
  guarantee: RotateCcw,
};

const safetyItems = ['notMedical', 'noMedication'] as const;

/** Encryption, consent, payments, the market's privacy law and the guarantee; then why, the safety limits and the privacy mailbox. */
type TrustDetailsProps = {
  /** The emergency box, which the page loads after it hydrates (pages/trust.tsx). */
  emergencyBox: ReactNode;
};

export function TrustDetails({ emergencyBox }: TrustDetailsProps) {
  const { t, language } = useTranslation();
  const offer = offerTerms(marketValues(language), language, t);
  return (
    <PageColumn>
      <IconCardGrid
        columns="md-scaled:grid-cols-2 lg-scaled:grid-cols-3"
        headingLevel="h2"
        iconTone="sage"
        cards={trustSections.map((id) => ({
          id,
          icon: icons[id],
          title: t(`trust.sections.${id}.title`),
          text:
            id === 'encryption' ? (
              <>
                {t('trust.sections.encryption.body')}
                {sentenceGap(language)}
                <MaybeSample sample={isSample(language, 'conversationHandling')}>
                  {t('trust.sections.encryption.detail')}
                </MaybeSample>
              </>
            ) : id === 'guarantee' ? (
              refundTerms(offer, language, t)
            ) : (
              t(`trust.sections.${id}.body`)
            ),
        }))}
      />

      <section aria-labelledby="trust-why" className="mt-16 max-w-prose">
        <SectionTitle id="trust-why">{t('trust.whyTitle')}</SectionTitle>
        <p className="mt-4 text-lg text-ink-soft">{t('trust.whyText')}</p>
      </section>

      {emergencyBox}

      <section
        aria-labelledby="trust-safety"
        className={`mt-16 max-w-3xl rounded-xl border-4 border-danger/70 bg-surface ${cardPadding} sm:p-8`}
      >
        <SectionTitle id="trust-safety" className="flex items-center gap-3">
          <Icon icon={AlertTriangle} aria-hidden="true" className="size-8 shrink-0 text-danger" />
          {t('trust.safetyTitle')}
        </SectionTitle>
        <ul className="mt-6 list-disc space-y-3 pl-6 text-lg text-ink">
          {safetyItems.map((id) => (
            <li key={id}>{t(`trust.safety.${id}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="trust-contact" className="mt-16">
        <SectionTitle id="trust-contact">{t('trust.contactTitle')}</SectionTitle>
        <p className="mt-4 text-lg text-ink-soft">{t('trust.contactText')}</p>
        <div className="mt-4">
          <MailLink mailbox="privacy" />
        </div>
      </section>
    </PageColumn>
  );
}
