import { describe, expect, it } from 'vitest';
import { contactPatternFor } from '@shared/contact-rules';
import { contactErrors, insertPreOrderSchema, insertUserSchema } from '@shared/schema';

const errorOf = (contact: unknown) => {
  const result = insertPreOrderSchema.safeParse({ contact });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the pre-order schema', () => {
  it.each([
    'ada@example.com',
    'user+tag@example.co.uk',
    '+81 90-1234-5678',
    '+39 06 1234 5678',
    '+886 912 345 678',
    '+82 10-1234-5678',
    '(555) 123-4567',
    '555.123.4567',
    '1234567',
  ])('accepts %s', (contact) => {
    expect(errorOf(contact)).toBeUndefined();
  });

  it('trims the contact', () => {
    expect(insertPreOrderSchema.parse({ contact: '  ada@example.com \n' })).toEqual({ contact: 'ada@example.com' });
  });

  it.each([
    ['', contactErrors.required],
    ['   ', contactErrors.required],
    [undefined, contactErrors.required],
    [42, contactErrors.required],
    ['ada@', contactErrors.invalid],
    ['ada example.com', contactErrors.invalid],
    ['123456', contactErrors.invalid],
    ['1234567890123456', contactErrors.invalid],
    ['12+34567890', contactErrors.invalid],
    ['call me', contactErrors.invalid],
    ['<script>alert(1)</script>', contactErrors.invalid],
    ['javascript:alert(1)', contactErrors.invalid],
    [`${'a'.repeat(250)}@example.com`, contactErrors.tooLong],
  ])('rejects %j with %s', (contact, key) => {
    expect(errorOf(contact)).toBe(key);
  });

  it('carries dictionary keys, not prose', () => {
    for (const key of Object.values(contactErrors)) expect(key).toMatch(/^waitlist\.errors\.\w+$/);
  });
});

describe('the users schema', () => {
  it('requires a username and a password', () => {
    expect(insertUserSchema.safeParse({ username: 'ada', password: 'secret' }).success).toBe(true);
    expect(insertUserSchema.safeParse({ username: '', password: 'secret' }).success).toBe(false);
    expect(insertUserSchema.safeParse({ username: 'ada' }).success).toBe(false);
  });
});

describe('the contact pattern the browser checks before the scripts run', () => {
  // As browsers compile a `pattern` attribute: anchored, with the `v` flag.
  const nativeCheck = new RegExp(`^(?:${contactPatternFor()})$`, 'v');

  it.each([
    'ada@example.com',
    '  ada@example.com ',
    '+81 90-1234-5678',
    '(555) 123-4567',
    '555.123.4567',
    '1234567',
    '123456789012345',
  ])('accepts %j, as the schema does', (contact) => {
    expect(nativeCheck.test(contact)).toBe(true);
    expect(errorOf(contact)).toBeUndefined();
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    '123456',
    '1234567890123456',
    '+1 555 CALL NOW',
    '555-1234 x',
  ])('rejects %j, as the schema does', (contact) => {
    expect(nativeCheck.test(contact)).toBe(false);
    expect(errorOf(contact)).toBe(contactErrors.invalid);
  });
});
