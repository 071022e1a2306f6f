/**
 * Schemas shared by the forms and the tests. Error messages are
 * dictionary keys, not prose: the form translates them into the page's language.
 */
import { z } from 'zod';
import { contactErrors, contactErrorsFor, contactLimits, type ContactKind } from './contact-rules';

// No compiled parsers: zod would otherwise probe `new Function`, which the site's Content
// Security Policy forbids (and reports as a violation even though zod catches it).
z.config({ jitless: true });

export { contactErrors, contactLimits };

const phoneShape = /^\+?[\d\s().-]+$/;

/** Digits with an optional leading +, spaces, dashes, dots and parentheses; 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!phoneShape.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= contactLimits.minDigits && digits <= contactLimits.maxDigits;
}

const emailSchema = z.email();

export function isEmailAddress(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** The contact of a field that takes these kinds (both, by default), with the messages for them. */
export function contactSchemaFor(kinds: readonly ContactKind[] = ['email', 'phone']) {
  const errors = contactErrorsFor(kinds);
  const valid = (value: string) =>
    (kinds.includes('email') && isEmailAddress(value)) || (kinds.includes('phone') && isPhoneNumber(value));
  return z
    .string({ error: errors.required })
    .trim()
    .min(1, { error: errors.required })
    .max(contactLimits.maxLength, { error: contactErrors.tooLong })
    .refine(valid, { error: errors.invalid });
}

export const contactSchema = contactSchemaFor();

/** The home form's input, for a hosted form that takes these kinds. */
export const contactFormSchema = (kinds: readonly ContactKind[]) => z.object({ contact: contactSchemaFor(kinds) });

/** A pre-order record: id and createdAt are set where records are stored. */
export const preOrderSchema = z.object({
  id: z.uuid(),
  contact: contactSchema,
  createdAt: z.date(),
});

/** The pre-order input: the table minus id and createdAt, so only the contact. */
export const insertPreOrderSchema = preOrderSchema.pick({ contact: true });
export type InsertPreOrder = z.infer<typeof insertPreOrderSchema>;

/**
 * A user record. Kept because the specification defines it (spec.md, data model: "users, defined
 * but used by no screen"): no screen uses it; do not delete it, and do not build on it unasked.
 */
export const userSchema = z.object({
  id: z.uuid(),
  username: z.string().trim().min(1),
  password: z.string().min(1),
});
export const insertUserSchema = userSchema.pick({ username: true, password: true });
export type InsertUser = z.infer<typeof insertUserSchema>;
