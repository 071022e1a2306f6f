/** The five features of the home page, in display order. Copy lives under `home.features.{id}`. */
export const featureIds = ['voice', 'family', 'health', 'affirmation', 'privacy'] as const;

export type FeatureId = (typeof featureIds)[number];
