/** The crowd-funding campaign: its tiers and limits. Copy lives under `crowd`; payment pages are operator values. */
import { business } from './business.ts';

/** The four tiers; each later tier includes the features of the ones before it. */
export const supportTiers = [
  { id: 'supporter', amount: 25, featured: false, popular: false, features: ['wall', 'updates'] },
  {
    id: 'circle',
    amount: 100,
    featured: false,
    popular: false,
    features: ['demo', 'foundersContent', 'recognition'],
  },
  {
    id: 'pilot',
    amount: 350,
    featured: true,
    popular: true,
    features: ['device', 'pilotUpdates'],
  },
  {
    id: 'founders',
    amount: 1000,
    featured: false,
    // The badge reads "Includes a device" (product decisions): Founders includes Pilot Access's.
    popular: true,
    features: ['call', 'feedback', 'credit'],
  },
] as const satisfies readonly {
  id: string;
  amount: number;
  featured: boolean;
  popular: boolean;
  features: readonly string[];
}[];

export type SupportTierId = (typeof supportTiers)[number]['id'];

/**
 * The tiers that include a device (their own, or an earlier tier's): a purchase, priced with its tax
 * wording. The others are contributions, shown as the amount alone: no sales tax is added to them.
 */
export const tiersWithDevice: ReadonlySet<SupportTierId> = new Set(
  supportTiers
    .filter((_, index) =>
      supportTiers.slice(0, index + 1).some((tier) => (tier.features as readonly string[]).includes('device')),
    )
    .map(({ id }) => id),
);

/** Pilot Access is limited to the first backers (a business constant; the copy's {pilotLimit}). */
export const pilotBackerLimit = business.pilotBackerLimit;

export const whyItMattersIds = ['alone', 'family', 'dignity'] as const;

export const crowdFaqIds = ['when', 'refund', 'updates', 'pilot', 'larger'] as const;
