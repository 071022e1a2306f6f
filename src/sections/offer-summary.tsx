import { Link } from 'wouter';
import { textLinkClass } from '@/components/ui/button-styles';
import { useTranslation } from '@/i18n/use-translation';
import { pathFor } from '@/routing/routes';
import { marketValues } from '@/config/site';
import { PaymentTerms } from './payment-terms';

/** A link to the terms of service, where every fact of the offer is stated whole. */
export function AllTermsLink() {
  const { t, language } = useTranslation();
  return (
    <Link href={`${pathFor('terms', language)}#orders`} className={textLinkClass}>
      {t('offer.allTerms')}
    </Link>
  );
}

/**
 * A crowdfunding tier that includes a device is a pre-order: its card carries the pre-order's terms
 * beside its price, with its own charge, and links to the terms stated whole.
 */
export function DeviceTierTerms({ amount }: { amount: string }) {
  const { t, language } = useTranslation();
  const { selling, seller } = marketValues(language);
  const productNotice = selling && seller.productNotice.length > 0;
  return (
    <div data-testid="device-tier-terms" className="mt-4 mb-6 border-t-2 border-sand pt-4">
      <PaymentTerms
        className="text-base"
        lead={t('offer.tierIsPreorder')}
        charge={t('offer.charge.tier', { amount })}
        withGuarantee
      />
      <p className="mt-3">
        <AllTermsLink />
      </p>
      {/* Where the market's law wants the product's details where it is sold (Korea's 상품정보 제공고시),
          the way to them, on the pricing page. */}
      {productNotice && (
        <p className="mt-3">
          <Link href={`${pathFor('pricing', language)}#product-notice`} className={textLinkClass}>
            {t('pricing.productNotice.link')}
          </Link>
        </p>
      )}
    </div>
  );
}
