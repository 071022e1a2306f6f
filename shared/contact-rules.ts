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

/**
 * The same rules as an HTML `pattern`, for the browser's own check before the page's scripts run
 * (or where they never do): an email-like value, or 7 to 15 digits with an optional leading +,
 * spaces, dashes, dots and parentheses. Browsers compile it with the `v` flag, hence the escapes.
 */
export const contactPattern = String.raw`\s*(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[\s\(\)\.\-]*(?:[0-9][\s\(\)\.\-]*){${contactLimits.minDigits},${contactLimits.maxDigits}})\s*`;
