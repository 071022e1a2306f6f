import type { ReactNode } from 'react';

type SellerItemProps = { id: string; label: string; value: ReactNode };

/** One labelled item of the seller page's list: who sells, or a term of the purchase. */
export function SellerItem({ id, label, value }: SellerItemProps) {
  return (
    <div data-item={id} className="grid gap-1 py-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-ink-soft [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4">{value}</dd>
    </div>
  );
}
