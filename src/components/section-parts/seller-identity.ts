import type { LegalDetail, SampleFact, Seller, SellerDetailKind } from '@/config/site-config';
import type { Translate } from '@/i18n/translate';

export type SellerRow = { id: string; label: string; value: string; sample: boolean };

/** Terms of sale rather than who sells: on the seller page, not in the footer's business details. */
const termsOfSale: readonly SellerDetailKind[] = ['invoice', 'deliveryMethod'];

/**
 * Who sells, as labelled rows: the company, then (unless `nameOnly`) the person responsible, the
 * address, phone and email, then (unless `withDetails` is false) the details the market's law asks
 * for (`inFooter`: without its terms of sale). Each row says whether its value is still a sample.
 * The seller page, the footer's business details and the privacy policy's controller show the
 * same rows.
 */
export function sellerIdentityRows(
  seller: Seller,
  t: Translate,
  samples: readonly SampleFact[],
  { nameOnly = false, withDetails = true, inFooter = false } = {},
): SellerRow[] {
  const row = (id: 'name' | 'representative' | 'address' | 'phone' | 'email', value: string): SellerRow => ({
    id,
    label: t(`seller.items.${id}`),
    value,
    sample: samples.includes(`seller.${id}`),
  });
  return [
    row('name', seller.name),
    ...(nameOnly
      ? []
      : [
          row('representative', seller.representative),
          row('address', seller.address),
          row('phone', seller.phone),
          row('email', seller.email),
        ]),
    ...(withDetails
      ? legalDetailRows(
          seller.details.filter(({ kind }) => !inFooter || !termsOfSale.includes(kind)),
          (kind) => t(`seller.items.${kind}`),
          t,
          samples,
        )
      : []),
  ];
}

/**
 * Details a market's law names (the seller's, the controller's, the product's), as labelled rows:
 * one not set yet says so, marked as a sample, rather than invent a value.
 */
export function legalDetailRows<Kind extends SampleFact>(
  details: readonly LegalDetail<Kind>[],
  labelOf: (kind: Kind) => string,
  t: Translate,
  samples: readonly SampleFact[],
): SellerRow[] {
  return details.map(({ kind, value }) => ({
    id: kind,
    label: labelOf(kind),
    value: value ?? t('seller.items.notSet'),
    sample: value === null || samples.includes(kind),
  }));
}

/** What the market's privacy law asks of the company responsible for the data, as labelled rows. */
export function privacyDetailRows(seller: Seller, t: Translate, samples: readonly SampleFact[]): SellerRow[] {
  return legalDetailRows(seller.privacy, (kind) => t(`legal.privacy.details.${kind}`), t, samples);
}
