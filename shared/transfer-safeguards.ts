/**
 * Information sent abroad, as each privacy law the site's markets read names its safeguards: the
 * processors file gives one per law (shared/processors.ts), and each market's policy shows its own
 * reader's (sections/privacy-policy.tsx). Free of the schema library: the policy's code
 * reads it.
 */

/**
 * The privacy laws the site's markets read a policy under, each with the safeguards it knows for
 * information sent abroad: the EU's (the GDPR: an adequacy decision, the EU-US Data Privacy
 * Framework, standard contractual clauses), Japan's (APPI art. 28: consent, or a recipient with
 * equivalent measures), Korea's (PIPA art. 28-8: consent, or a contract for the service), Taiwan's
 * (the PDPA: the contract with the processor). The US policy names none: no US law asks for one.
 */
export const safeguardsByRegime = {
  eu: ['adequacy', 'dpf', 'scc'],
  jp: ['consent', 'equivalentMeasures'],
  kr: ['consent', 'contract'],
  tw: ['contract'],
} as const;
export type TransferRegime = keyof typeof safeguardsByRegime;
export type Safeguard = (typeof safeguardsByRegime)[TransferRegime][number];

/** Where each regime's own territory is (a processor there needs no safeguard for its readers). */
export const regimeCountries: Record<TransferRegime, readonly string[]> = {
  // The EU and the EEA.
  eu: 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' '),
  jp: ['JP'],
  kr: ['KR'],
  tw: ['TW'],
};

/** The safeguard a reader under `regime` is shown for this processor, or none (no transfer, or no such law). */
export function safeguardFor(
  processor: { country: string; safeguards: Partial<Record<TransferRegime, Safeguard>> },
  regime: TransferRegime | 'us',
): Safeguard | undefined {
  if (regime === 'us' || regimeCountries[regime].includes(processor.country)) return undefined;
  return processor.safeguards[regime];
}
