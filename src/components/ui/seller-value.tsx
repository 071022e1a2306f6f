import type { SellerRow } from './seller-identity';
import { EmailAddress } from './email-address';
import { MaybeSample } from './sample-tag';

const identityRows = new Set(['name', 'representative', 'address', 'phone', 'email']);

/**
 * One row's value of the seller's identity, marked while a sample: the email as a mail link that
 * wraps at its dots; a registration number (「제0000-서울강남-00000호」) may wrap after its hyphens,
 * where Safari and Firefox give no break before a digit and would split the number anywhere.
 */
export function SellerValue({ row: { id, value, sample } }: { row: SellerRow }) {
  return (
    <MaybeSample sample={sample}>
      {id === 'email' ? (
        <a href={`mailto:${value}`}>
          <EmailAddress address={value} />
        </a>
      ) : identityRows.has(id) ? (
        value
      ) : (
        value.replace(/-/g, '-\u200b')
      )}
    </MaybeSample>
  );
}
