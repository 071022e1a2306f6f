import type { SellerRow } from './seller-identity';
import { SellerValue } from './seller-value';
import { useTranslation } from '@/i18n/use-translation';

/** Labelled seller rows as a compact list: the privacy policy's controller, the terms' withdrawal address. */
export function SellerRowList({ rows, testId }: { rows: readonly SellerRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl data-testid={testId} className="space-y-1">
      {rows.map((row) => (
        <div key={row.id} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink">{t('footer.itemLabel', { label: row.label })}</dt>
          <dd className="text-ink-soft">
            <SellerValue row={row} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
