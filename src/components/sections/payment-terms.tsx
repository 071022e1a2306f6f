import { business } from '@/content/business';
import { isSample, marketValues } from '@/config/site';
import { MaybeSample } from '@/components/ui/sample-tag';
import { ExternalLink } from '@/components/ui/external-link';
import { textLinkClass } from '@/components/ui/button-styles';
import { useTranslation } from '@/i18n/use-translation';
import { formatMonth, formatNumber } from '@/lib/format';

/**
 * What paying means, where the buyer pays (the plan card and the pre-order card): when the card is
 * charged and the month devices are expected, what happens if that month slips, the refund before
 * shipping (everything paid, within the days the market's law sets), and the monthly service
 * renewing until cancelled, with how to cancel; the written warranty where the operator links it.
 * Only where the market sells.
 */
export function PaymentTerms({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation();
  const { delivery, links } = marketValues(language);
  const date = delivery.expected ? formatMonth(delivery.expected, language) : null;
  // Nobody is charged before a delivery month can be given, where the operator says so and there is none yet.
  const chargedLater = delivery.charge === 'whenDated' && date === null;
  const refundSample = isSample(language, 'refundDays');
  return (
    <ul data-testid="payment-terms" className={`space-y-2 text-lg text-ink-soft ${className}`}>
      {chargedLater ? (
        <li>{t('pricing.payment.charge.whenDated')}</li>
      ) : (
        <>
          <li>
            {date ? t('pricing.payment.charge.atOrderDated', { date }) : t('pricing.payment.charge.atOrderUndated')}
          </li>
          {date && <li>{t('pricing.payment.late', { date })}</li>}
          <li>
            <MaybeSample sample={refundSample}>{t('pricing.payment.cancelBeforeShipping')}</MaybeSample>
          </li>
        </>
      )}
      <li>
        {t('pricing.payment.renewal')}
        {links.cancel && (
          <>
            {' '}
            <ExternalLink href={links.cancel} className={textLinkClass}>
              {t('pricing.payment.cancelOnline')}
            </ExternalLink>
          </>
        )}
      </li>
      {links.warranty && (
        <li>
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
