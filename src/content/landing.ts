/** Ids and order of the landing sections' items. Their copy lives in the dictionaries under these ids. */

/** The twelve FAQ items, in order; `#q5` deep-links to the fifth. */
export const faqIds = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11', 'q12'] as const;
export type FaqId = (typeof faqIds)[number];

/** The plan's six features, as the pricing page lists them. */
export const planFeatureIds = ['device', 'support', 'setup', 'family', 'premium', 'updates'] as const;
export type PlanFeatureId = (typeof planFeatureIds)[number];

/** The three ways to get help: only the phone has a direct link; the others open the external form. */
export const supportOptionIds = ['phone', 'video', 'homeVisit'] as const;
export type SupportOptionId = (typeof supportOptionIds)[number];

/** The three testimonials and the portrait each one uses. */
export const testimonials = [
  { id: 't1', portrait: 'first' },
  { id: 't2', portrait: 'second' },
  { id: 't3', portrait: 'third' },
] as const;
export type TestimonialId = (typeof testimonials)[number]['id'];
