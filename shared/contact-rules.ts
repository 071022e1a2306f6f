/**
 * The contact field's limits, kinds and message keys, without the validation library, so the form
 * can show them while zod itself loads only when the visitor submits (see schema.ts).
 */
export const contactLimits = { maxLength: 254, minDigits: 7, maxDigits: 15 } as const;

/** What a visitor may type: an email address or a phone number. */
export type ContactKind = 'email' | 'phone';

/** The dictionary keys of the contact field's messages: for either kind, and for a form that takes one. */
export const contactErrors = {
  required: 'waitlist.errors.required',
  invalid: 'waitlist.errors.invalid',
  requiredEmail: 'waitlist.errors.requiredEmail',
  invalidEmail: 'waitlist.errors.invalidEmail',
  requiredPhone: 'waitlist.errors.requiredPhone',
  invalidPhone: 'waitlist.errors.invalidPhone',
  tooLong: 'waitlist.errors.tooLong',
} as const;

export type ContactForm = { contact: string };

/** The kinds a hosted form takes: those it names a query parameter for (the operator's prefill values). */
export function acceptedKinds(params: Readonly<Record<ContactKind, string>>): ContactKind[] {
  return (['email', 'phone'] as const).filter((kind) => params[kind] !== '');
}

/** The kind of a valid contact: an email address has an @, a phone number never does. */
export function contactKindOf(contact: string): ContactKind {
  return contact.includes('@') ? 'email' : 'phone';
}

/** The messages for a field that takes these kinds. */
export function contactErrorsFor(kinds: readonly ContactKind[]) {
  if (kinds.length === 1 && kinds[0] === 'email')
    return { required: contactErrors.requiredEmail, invalid: contactErrors.invalidEmail };
  if (kinds.length === 1 && kinds[0] === 'phone')
    return { required: contactErrors.requiredPhone, invalid: contactErrors.invalidPhone };
  return { required: contactErrors.required, invalid: contactErrors.invalid };
}

const shapes: Record<ContactKind, string> = {
  email: String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`,
  phone: String.raw`\+?[\s\(\)\.\-]*(?:[0-9][\s\(\)\.\-]*){${contactLimits.minDigits},${contactLimits.maxDigits}}`,
};

/**
 * The same rules as an HTML `pattern`, for the browser's own check before the page's scripts run
 * (or where they never do): an email-like value, or 7 to 15 digits with an optional leading +,
 * spaces, dashes, dots and parentheses, as the field takes. Browsers compile it with the `v` flag,
 * hence the escapes.
 */
export function contactPatternFor(kinds: readonly ContactKind[] = ['email', 'phone']): string {
  return String.raw`\s*(?:${kinds.map((kind) => shapes[kind]).join('|')})\s*`;
}

/**
 * A hosted form's address with the visitor's contact under the operator's parameter for its kind:
 * an email address under the form's email parameter, a phone number under its phone parameter.
 * The contact goes along only when the form names a parameter for that kind and takes it (`via`:
 * in the query, or in the fragment, which no server's log or referrer sees; null: a sample form,
 * which takes nothing), and then URL-encoded, never raw.
 */
export function withContact(
  formUrl: string,
  params: Readonly<Record<ContactKind, string>> & { via?: 'query' | 'fragment' | null },
  contact?: string,
): string {
  const value = contact?.trim();
  const param = value ? params[contactKindOf(value)] : '';
  if (!value || !param || params.via === null) return formUrl;
  const url = new URL(formUrl);
  if (params.via === 'fragment') {
    const fragment = new URLSearchParams(url.hash.slice(1));
    fragment.set(param, value);
    url.hash = fragment.toString();
  } else url.searchParams.set(param, value);
  return url.toString();
}
