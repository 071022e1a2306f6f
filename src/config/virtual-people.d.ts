/** The people read at build time (tools/operator/people.ts). */
declare module 'virtual:supporters' {
  import type { Supporters } from '@shared/people';

  /** public/data/supporters.json as it was at build time: the prerendered wall. */
  const supporters: Supporters;
  export default supporters;
}

declare module 'virtual:testimonials' {
  import type { Testimonial } from '@shared/people';

  /** The operator's real, consenting people (VITE_TESTIMONIALS_FILE); null: the illustrative stories. */
  const testimonials: readonly Testimonial[] | null;
  export default testimonials;
}
