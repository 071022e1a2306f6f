import type { ReactNode } from 'react';
import { business } from '@/content/business';
import { isSample, marketValues } from '@/config/site';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { MaybeSample } from '@/components/ui/sample-tag';
import { ExternalLink } from '@/components/ui/external-link';
import { textLinkClass } from '@/components/ui/button-styles';
import { useTranslation } from '@/i18n/use-translation';
import { offerTerms, type OfferTerms } from '@/i18n/offer-terms';
import { formatNumber } from '@/lib/format';

/** The market's offer in words, for the page's language (i18n/offer-terms.ts). */
export function useOfferTerms(): OfferTerms {
  const { t, language } = useTranslation();
  return offerTerms(marketValues(language), language, t);
}

/** The refund before shipping, marked while the market's refund days are a sample. */
export function CancelBeforeShipping() {
  const { language } = useTranslation();
  return <MaybeSample sample={isSample(language, 'refundDays')}>{useOfferTerms().cancelBeforeShipping}</MaybeSample>;
}

/**
 * The ways to cancel the service, where its sentence is: online (where the operator gives an
 * address), the support line and the seller's email address.
 */
export function CancelWays({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation();
  const { links } = marketValues(language);
  return (
    // A span: it sits inside a list item's words (the plain terms, the cards).
    <span data-testid="cancel-ways" className={`flex flex-wrap items-center gap-3 ${className}`}>
      {links.cancel && (
        <ExternalLink href={links.cancel} className={textLinkClass}>
          {t('pricing.payment.cancelOnline')}
        </ExternalLink>
      )}
      <span className="sr-only">{t('offer.contactWays')}</span>
      <PhoneLink />
      <MailLink mailbox="orders" />
    </span>
  );
}

type PaymentTermsProps = {
  className?: string;
  /** The charge sentence of a crowdfunding tier (its price), instead of the pre-order's. */
  charge?: string;
  /** Whether the list states the guarantee too (where no box beside it does). */
  withGuarantee?: boolean;
  /** A first item: what the terms are (a tier that includes a device is a pre-order). */
  lead?: ReactNode;
};

/**
 * What paying means, where the buyer pays (the plan card, the pre-order card, a crowdfunding tier
 * with a device): when the card is charged, the month devices are expected and what happens if it
 * slips, the refund before shipping, the monthly service renewing until cancelled, and how to
 * cancel it, with the ways beside the words; the guarantee and the written warranty. Only where the
 * market sells.
 */
export function PaymentTerms({ className = '', charge, withGuarantee = false, lead }: PaymentTermsProps) {
  const { language } = useTranslation();
  const offer = useOfferTerms();
  const { links } = marketValues(language);
  return (
    <ul data-testid="payment-terms" className={`space-y-2 text-lg text-ink-soft ${className}`}>
      {lead && <li className="font-semibold text-ink">{lead}</li>}
      <li data-fact="charge">{charge ?? offer.charge}</li>
      <li data-fact="delivery">{offer.delivery}</li>
      <li data-fact="cancelBeforeShipping">
        <CancelBeforeShipping />
      </li>
      <li data-fact="service">{offer.service}</li>
      <li data-fact="cancelService">
        {offer.cancelService}
        <CancelWays className="mt-2" />
      </li>
      {withGuarantee && <li data-fact="guarantee">{offer.guarantee}</li>}
      {links.warranty && (
        <li data-fact="warranty">
          <WarrantyLink href={links.warranty} />
        </li>
      )}
    </ul>
  );
}

/** The device's written warranty, in a new tab (VITE_WARRANTY_URL): beside the price, and in the terms. */
export function WarrantyLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <ExternalLink href={href} className={textLinkClass}>
      {t('promises.warrantyLink')}
    </ExternalLink>
  );
}

/** The first year in all, the device and a year of the service, beside the prices. */
export function FirstYearTotal({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation();
  return (
    <p data-testid="first-year" className={className}>
      {t('pricing.payment.firstYear', { months: formatNumber(business.firstYearMonths, language) })}
    </p>
  );
}
