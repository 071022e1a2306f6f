/**
 * Whether a market's copy is level with the English (tools/translations/translation-status.mjs):
 * where the market sells, its commerce and legal copy (prices, payment, terms, privacy, seller,
 * crowd support) missing or behind the English blocks the launch, each key named; any other key
 * behind, and every key of a waitlist-only market, is a warning. Outdated copy never stops a build.
 */
import { languageInfo, type Language } from '../../src/config/languages.ts';
import type { TranslationStatus } from '../translations/translation-status.mjs';
import type { LaunchFact } from './launch-facts.ts';

/**
 * The copy a market's law reads where it sells: the prices and how she pays, the pre-order and
 * the waitlist, the promises (warranty, replacement, hours), the terms and the privacy policy, the
 * seller's details, the crowd-support page, and the answers about cost, cancelling and ordering.
 */
export const commerceAndLegalPrefixes = [
  'pricing.',
  'waitlist.',
  'promises.',
  'legal.privacy.',
  'legal.terms.',
  'seller.',
  'crowd.',
  'trust.sections.payments.',
  'trust.sections.privacyLaw.',
  'trust.sections.guarantee.',
  'faq.items.q8.',
  'faq.items.q9.',
  'faq.items.q12.',
  'footer.seller',
  'footer.business',
  'footer.healthData',
  'pages.pricing.',
  'pages.privacy.',
  'pages.terms.',
  'pages.seller.',
  'pages.crowdsupport.',
] as const;

const isCommerceOrLegal = (key: string) => commerceAndLegalPrefixes.some((prefix) => key.startsWith(prefix));

const command = 'npm run translations:status';

export function translationFacts(
  language: Language,
  selling: boolean,
  statuses: Readonly<Record<string, TranslationStatus>>,
): LaunchFact[] {
  const status = statuses[languageInfo(language).segment];
  if (!status) return [];
  const behind = [...status.missing, ...status.outdated.map(({ key }) => key), ...status.unrecorded];
  const legal = behind.filter(isCommerceOrLegal);
  const other = behind.filter((key) => !isCommerceOrLegal(key));
  const describe = (keys: readonly string[]) =>
    `${keys.length} behind the English (missing, outdated or unrecorded): ${keys.join(', ')}`;
  const facts: LaunchFact[] = [];
  if (legal.length > 0)
    facts.push({
      what: 'the commerce and legal copy in this language',
      variables: command,
      status: 'outdated',
      blocks: selling,
      detail: describe(legal),
    });
  if (other.length > 0)
    facts.push({
      what: 'the rest of the copy in this language',
      variables: command,
      status: 'outdated',
      blocks: false,
      detail: describe(other),
    });
  return facts;
}
