import type { Seller } from '@/config/site-config';
import type { Translate } from '@/i18n/translate';

export type SellerRow = { id: string; label: string; value: string };

/**
 * Who sells, as labelled rows: the company, then (unless `nameOnly`) the person responsible, the
 * address, phone and email, then the market's registration numbers. The seller page and the
 * footer's business details show the same rows.
 */
export function sellerIdentityRows(seller: Seller, t: Translate, { nameOnly = false } = {}): SellerRow[] {
  return [
    { id: 'name', label: t('seller.items.name'), value: seller.name },
    ...(nameOnly
      ? []
      : [
          { id: 'representative', label: t('seller.items.representative'), value: seller.representative },
          { id: 'address', label: t('seller.items.address'), value: seller.address },
          { id: 'phone', label: t('seller.items.phone'), value: seller.phone },
          { id: 'email', label: t('seller.items.email'), value: seller.email },
        ]),
    ...seller.registrations.map(({ kind, value }) => ({ id: kind, label: t(`seller.items.${kind}`), value })),
  ];
}
