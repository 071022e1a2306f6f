import type { SampleFact, Seller } from '@/config/site-config';
import type { Translate } from '@/i18n/translate';

export type SellerRow = { id: string; label: string; value: string; sample: boolean };

/**
 * Who sells, as labelled rows: the company, then (unless `nameOnly`) the person responsible, the
 * address, phone and email, then (unless `withRegistrations` is false) the market's registration
 * numbers. Each row says whether its value is still a sample. The seller page, the footer's
 * business details and the privacy policy's controller show the same rows.
 */
export function sellerIdentityRows(
  seller: Seller,
  t: Translate,
  samples: readonly SampleFact[],
  { nameOnly = false, withRegistrations = true } = {},
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
    ...(withRegistrations
      ? seller.registrations.map(({ kind, value }) => ({
          id: kind,
          label: t(`seller.items.${kind}`),
          // A required number not set yet: a preview build says so rather than invent one.
          value: value ?? t('seller.items.notSet'),
          sample: value === null || samples.includes(kind),
        }))
      : []),
  ];
}
