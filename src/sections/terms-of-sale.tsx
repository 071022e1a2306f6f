import type { ReactNode } from 'react';
import { languageInfo } from '@/config/languages';
import { useTranslation } from '@/i18n/use-translation';
import { LegalDocument } from '@/sections/legal-document';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { MaybeSample } from '@/components/ui/sample-tag';
import { TextWithEmails } from '@/components/ui/email-address';
import { CancelBeforeShipping, CancelWays, useOfferTerms, WarrantyLink } from '@/sections/payment-terms';
import { contributionTerms, refundTerms } from '@/i18n/offer-terms';
import { sellerIdentityRows } from '@/components/section-parts/seller-identity';
import { SellerRowList } from '@/components/section-parts/seller-row-list';
import { termsSections } from '@/content/legal';
import { joinSentences, sentenceGap } from '@/lib/format';
import { marketValues } from '@/config/site';

const modelFormLines = ['notice', 'dates', 'name', 'address', 'signature', 'date'] as const;

/**
 * Where a withdrawal goes (the seller's name, address, email and, in Italy, its PEC) and, where the
 * market's law gives one, its model withdrawal form addressed to the seller, to copy or print.
 */
function WithdrawalAddress({ modelForm }: { modelForm: boolean }) {
  const { t, language } = useTranslation();
  const { seller, samples } = marketValues(language);
  const rows = sellerIdentityRows(seller, t, samples).filter(({ id }) =>
    ['name', 'address', 'email', 'pec'].includes(id),
  );
  return (
    <div className="space-y-6">
      <div>
        <p className="font-semibold text-ink">{t('legal.terms.withdrawal.sendTo')}</p>
        <div className="mt-2">
          <SellerRowList rows={rows} testId="withdrawal-address" />
        </div>
      </div>
      {modelForm && (
        <section
          data-testid="withdrawal-form"
          aria-labelledby="withdrawal-form-title"
          className="rounded-lg border border-ink/20 bg-surface p-5"
        >
          <h3 id="withdrawal-form-title" className="text-lg font-semibold text-ink">
            {t('legal.terms.withdrawalForm.title')}
          </h3>
          <p className="mt-2 text-ink-soft">{t('legal.terms.withdrawalForm.intro')}</p>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-soft">
            <li>
              {t('legal.terms.withdrawalForm.to')}{' '}
              <MaybeSample sample={rows.some(({ sample }) => sample)}>
                <TextWithEmails text={rows.map(({ value }) => value).join(', ')} />
              </MaybeSample>
            </li>
            {modelFormLines.map((line) => (
              <li key={line}>{t(`legal.terms.withdrawalForm.${line}`)}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-ink-soft">{t('legal.terms.withdrawalForm.footnote')}</p>
        </section>
      )}
    </div>
  );
}

/** The terms' text, under the page's intro (pages/terms.tsx). */
export function TermsOfSale() {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  const offer = useOfferTerms();
  const { withdrawalDays, withdrawalModelForm } = languageInfo(language).market;
  const gap = sentenceGap(language);
  const contact = (
    <div className="flex flex-wrap gap-3">
      <PhoneLink />
      <MailLink mailbox="orders" />
    </div>
  );
  // The offer stated whole (i18n/offer-terms.ts): every summary elsewhere links here.
  const orders = (
    <>
      {joinSentences(language, [t('legal.terms.orders.body'), offer.charge, offer.delivery])}
      {gap}
      <CancelBeforeShipping />
      {gap}
      {joinSentences(language, [offer.service, offer.cancelService])}
    </>
  );
  const bodies: Partial<Record<(typeof termsSections)[number], ReactNode>> = {
    orders,
    // Where the market's law gives a right of withdrawal, the returns section states it too.
    refunds: joinSentences(language, [refundTerms(offer, language, t), offer.withdrawal ?? '']),
    warranty: joinSentences(language, [offer.warranty, t('legal.terms.warranty.body')]),
    crowd: joinSentences(language, [contributionTerms(language, t), t('legal.terms.crowd.body')]),
  };
  const sections = termsSections
    .filter((id) => id !== 'withdrawal' || withdrawalDays !== null)
    .map((id) => ({
      id,
      title: t(`legal.terms.${id}.title`),
      body: bodies[id] ?? t(`legal.terms.${id as Exclude<typeof id, 'refunds'>}.body`),
      action:
        id === 'contact' ? (
          contact
        ) : id === 'orders' ? (
          <CancelWays />
        ) : id === 'withdrawal' ? (
          <WithdrawalAddress modelForm={withdrawalModelForm} />
        ) : id === 'warranty' && market.links.warranty ? (
          <WarrantyLink href={market.links.warranty} />
        ) : undefined,
    }));
  return <LegalDocument document="terms" sections={sections} />;
}
