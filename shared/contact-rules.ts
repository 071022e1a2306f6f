/**
 * The contact field's limits and message keys, without the validation library, so the form can
 * show them while zod itself loads only when the visitor submits (see schema.ts).
 */
export const contactLimits = { maxLength: 254, minDigits: 7, maxDigits: 15 } as const;

/** The dictionary keys of the contact field's messages. */
export const contactErrors = {
  required: 'waitlist.errors.required',
  invalid: 'waitlist.errors.invalid',
  tooLong: 'waitlist.errors.tooLong',
} as const;

export type ContactForm = { contact: string };
