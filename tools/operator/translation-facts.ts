/**
 * Whether a market's copy is level with the English (tools/translations/translation-status.mjs):
 * where the market sells, its commerce and legal copy (prices, payment, terms, privacy, seller,
 * crowd support) missing or behind the English blocks the launch, each key named; any other key
 * behind, and every key of a waitlist-only market, is a warning. Outdated copy never stops a build.
 */
import { languageInfo, type Language } from '../../src/config/languages.ts';
import { isCommerceOrLegal, keysBehind, type TranslationStatus } from '../translations/translation-status.mjs';
import type { LaunchFact } from './launch-facts.ts';

const command = 'npm run translations:status';

export function translationFacts(
  language: Language,
  selling: boolean,
  statuses: Readonly<Record<string, TranslationStatus>>,
): LaunchFact[] {
  const status = statuses[languageInfo(language).segment];
  if (!status) return [];
  const behind = keysBehind(status);
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
