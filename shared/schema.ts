/**
 * Schemas shared by the forms and the tests. Error messages are
 * dictionary keys, not prose: the form translates them into the page's language.
 */
import { z } from 'zod';
import { contactErrors, contactLimits } from './contact-rules';

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

export const contactSchema = z
  .string({ error: contactErrors.required })
  .trim()
  .min(1, { error: contactErrors.required })
  .max(contactLimits.maxLength, { error: contactErrors.tooLong })
  .refine((value) => isEmailAddress(value) || isPhoneNumber(value), { error: contactErrors.invalid });

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
