/** The crowd-funding campaign: its goal, tiers and payment pages. Copy lives under `crowd`. */

export type PaymentTarget = 'supporter' | 'circle' | 'pilot' | 'preorder';

/** The four tiers; each later tier includes the features of the ones before it. */
export const supportTiers = [
  { id: 'supporter', amount: 25, payment: 'supporter', featured: false, popular: false, features: ['wall', 'updates'] },
  {
    id: 'circle',
    amount: 100,
    payment: 'circle',
    featured: false,
    popular: false,
    features: ['demo', 'foundersContent', 'recognition'],
  },
  {
    id: 'pilot',
    amount: 350,
    payment: 'pilot',
    featured: true,
    popular: true,
    features: ['device', 'limited', 'pilotUpdates'],
  },
  {
    id: 'founders',
    amount: 1000,
    payment: 'preorder',
    featured: false,
    popular: false,
    features: ['call', 'feedback', 'credit'],
  },
] as const satisfies readonly {
  id: string;
  amount: number;
  payment: PaymentTarget;
  featured: boolean;
  popular: boolean;
  features: readonly string[];
}[];

export type SupportTierId = (typeof supportTiers)[number]['id'];

/** Pilot Access is limited to the first backers. */
export const pilotBackerLimit = 100;

export const whyItMattersIds = ['alone', 'family', 'dignity'] as const;

/** Ten founding supporters (fictional), listed by name and title. */
export const foundingSupporters = [
  'eleanor',
  'tomasz',
  'priya',
  'samuel',
  'haruko',
  'minjun',
  'chiara',
  'david',
  'meiling',
  'grace',
] as const;

export const crowdFaqIds = ['when', 'refund', 'updates', 'pilot', 'larger'] as const;
