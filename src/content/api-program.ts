/** The hardware API partner program: its tiers and their limits. Copy lives under `api`. */
import { business } from './business.ts';

export const integrationReasons = ['voice', 'care', 'privacy', 'speed'] as const;

export const deviceTypes = ['wearables', 'pendants', 'speakers', 'tablets', 'hubs', 'sensors', 'robots'] as const;

export const programSteps = ['apply', 'build', 'pilot', 'live'] as const;

export const programTiers = [
  { id: 'builder', highlighted: false, features: ['sandbox', 'docs', 'community', 'limits'] },
  { id: 'partner', highlighted: true, features: ['production', 'engineer', 'cobrand', 'pilot'] },
  { id: 'enterprise', highlighted: false, features: ['sla', 'regionalHosting', 'custom', 'compliance'] },
] as const;

/** Test devices included in the free Builder tier (a business constant; the copy's {testDevices}). */
export const builderTestDevices = business.builderTestDevices;
