import type { ReactNode } from 'react';
import processors from 'virtual:processors';
import { LegalDocument } from '@/sections/legal-document';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { ExternalLink } from '@/components/ui/external-link';
import { textLinkClass } from '@/components/ui/button-styles';
import { MaybeSample } from '@/components/ui/sample-tag';
import { privacyDetailRows, sellerIdentityRows } from '@/components/section-parts/seller-identity';
import { SellerRowList } from '@/components/section-parts/seller-row-list';
import { isSample, marketValues, site } from '@/config/site';
import { measurementServiceNames } from '@/config/site-config';
import { privacyAuthoritySites, privacySections } from '@/content/legal';
import { useTranslation } from '@/i18n/use-translation';
import { formatNumber, joinSentences, sentenceGap } from '@/lib/format';
import { languageInfo } from '@/config/languages';
import { TextWithEmails } from '@/components/ui/email-address';
import { safeguardFor } from '@shared/transfer-safeguards';

/**
 * Who is responsible: the company, its address and the person responsible, what the market's
 * privacy law asks besides (its privacy officer, security measures, DPO), then the privacy team.
 */
function Controller() {
  const { t, language } = useTranslation();
  const { seller, samples } = marketValues(language);
  const rows = [
    ...sellerIdentityRows(seller, t, samples, { withDetails: false })
      .filter(({ id }) => ['name', 'address', 'representative'].includes(id))
      // The company is named as its privacy law names it (the data controller), not as the seller.
      .map((row) => (row.id === 'name' ? { ...row, label: t('legal.privacy.details.controller') } : row)),
    // What the market's privacy law asks besides, whether or not it sells: its pages collect
    // contacts for the waitlist and count visits there too.
    ...privacyDetailRows(seller, t, samples),
  ];
  return (
    <>
      <div className="mb-4">
        <SellerRowList rows={rows} testId="controller" />
      </div>
      <MailLink mailbox="privacy" />
    </>
  );
}

const processorFields = ['country', 'purpose', 'data', 'retention', 'safeguard', 'contact'] as const;

/**
 * The companies that process information for us, each by name, where, what for, which data and
 * how long; where the reader's law has information going abroad, under what safeguard of that law
 * (shared/processors.ts), and where Korea's law asks, how to reach the recipient.
 */
function Processors() {
  const { t, language } = useTranslation();
  if (processors === null)
    return (
      <p data-testid="processors" className="text-ink-soft">
        <MaybeSample sample>{t('legal.privacy.processors.notSet')}</MaybeSample>
      </p>
    );
  const regime = languageInfo(language).market.privacyRegime;
  // Older browsers without region names show the country's code.
  const regions =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : null;
  return (
    <ul data-testid="processors" className="space-y-4">
      {processors.map((processor) => {
        const safeguard = safeguardFor(processor, regime);
        const values: Record<(typeof processorFields)[number], string | undefined> = {
          country: regions?.of(processor.country) ?? processor.country,
          purpose: processor.purpose[language],
          data: processor.data[language],
          retention: processor.retention[language],
          safeguard: safeguard && t(`legal.privacy.processors.safeguards.${safeguard}`),
          contact: regime === 'kr' ? processor.contact : undefined,
        };
        return (
          <li key={processor.name} className="rounded-lg border border-ink/10 bg-surface p-4">
            <p className="font-semibold text-ink">{processor.name}</p>
            <dl className="mt-2 space-y-1">
              {processorFields
                .filter((field) => values[field] !== undefined)
                .map((field) => (
                  <div key={field} data-field={field} className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold text-ink">
                      {t('footer.itemLabel', { label: t(`legal.privacy.processors.${field}`) })}
                    </dt>
                    <dd className="text-ink-soft">
                      {field === 'contact' ? <TextWithEmails text={values[field] ?? ''} /> : values[field]}
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** The supervisory authority's website, under the complaints section that names it. */
function AuthorityLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <ExternalLink href={href} className={textLinkClass}>
      {t('legal.privacy.complaints.authorityLink')}
    </ExternalLink>
  );
}

/** Whether the home form gives a hosted form the contact typed on this site, in its address. */
function handsOnContact(): boolean {
  return Object.values(site.prefillParams).some(
    ({ email, phone, via }) => via !== null && (email !== '' || phone !== ''),
  );
}

/** The privacy policy's text, under the page's intro (pages/privacy.tsx). */
export function PrivacyPolicy() {
  const { t, language } = useTranslation();
  const bodyOf = (id: (typeof privacySections)[number]): ReactNode =>
    id === 'device' ? (
      <>
        {t('legal.privacy.device.body')}
        {sentenceGap(language)}
        <MaybeSample sample={isSample(language, 'conversationHandling')}>
          {t('legal.privacy.device.handling')}
        </MaybeSample>
      </>
    ) : id === 'forms' ? (
      // Where the home form hands the contact on to a hosted form (the operator's prefill), it says so.
      joinSentences(language, [t('legal.privacy.forms.body'), handsOnContact() ? t('legal.privacy.forms.prefill') : ''])
    ) : id === 'retention' ? (
      <MaybeSample sample={isSample(language, 'retention')}>
        {t('legal.privacy.retention.body', { days: formatNumber(site.deletionAfterServiceDays, language) })}
      </MaybeSample>
    ) : (
      t(`legal.privacy.${id}.body`)
    );
  const authoritySite = privacyAuthoritySites[language];
  const sections = privacySections.map((id) => ({
    id,
    title: t(`legal.privacy.${id}.title`),
    body: bodyOf(id),
    action:
      id === 'who' ? (
        <Controller />
      ) : id === 'website' && site.measurement ? (
        // Only a build that measures says how (VITE_ANALYTICS), in a paragraph of its own.
        <p className="text-ink-soft">
          {t('legal.privacy.website.measurement', { service: measurementServiceNames[site.measurement.service] })}
        </p>
      ) : id === 'sharing' ? (
        <Processors />
      ) : id === 'rights' ? (
        // The rights may be asked for by email or by phone, as the section says.
        <div className="flex flex-wrap gap-3">
          <MailLink mailbox="privacy" />
          <PhoneLink />
        </div>
      ) : id === 'complaints' && authoritySite ? (
        <AuthorityLink href={authoritySite} />
      ) : undefined,
  }));
  return <LegalDocument document="privacy" sections={sections} />;
}
