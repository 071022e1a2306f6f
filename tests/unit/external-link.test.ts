import { afterEach, describe, expect, it, vi } from 'vitest';
import { withContact } from '@shared/contact-rules';
import { isPlaceholderAddress, openInNewTab } from '@/lib/external-link';

const form = 'https://forms.example.org/preorder?source=site';

describe('withContact', () => {
  const both = { email: 'email', phone: 'phone' };

  it('leaves the address alone without a parameter for the contact’s kind, or without a contact', () => {
    expect(withContact(form, { email: '', phone: '' }, 'grandma@example.com')).toBe(form);
    expect(withContact(form, { email: '', phone: 'phone' }, 'grandma@example.com')).toBe(form);
    expect(withContact(form, { email: 'email', phone: '' }, '555-123-4567')).toBe(form);
    expect(withContact(form, both)).toBe(form);
  });

  it.each([
    ['grandma@example.com', 'email'],
    ['555-123-4567', 'phone'],
    ['090-1234-5678', 'phone'],
    ['+39 333 123 4567', 'phone'],
  ])('sends %j under the form’s %s parameter only (review turn 5, finding 1)', (contact, kind) => {
    const url = new URL(withContact(form, both, ` ${contact} `));
    expect(url.searchParams.get(kind)).toBe(contact);
    expect(url.searchParams.has(kind === 'email' ? 'phone' : 'email')).toBe(false);
  });

  const values = [
    'user+tag@example.co.uk',
    '+81 90-1234-5678',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '"&contact=evil#frag',
    'us\u200Ber\u202E@example.com',
  ];

  it.each(values)('sends %j URL-encoded, in its own parameter, on the form’s own address', (value) => {
    const url = new URL(withContact(form, { email: 'contact', phone: 'contact' }, value));
    expect(url.origin + url.pathname).toBe('https://forms.example.org/preorder');
    expect(url.searchParams.get('source')).toBe('site');
    expect(url.searchParams.getAll('contact')).toEqual([value]);
    expect(url.hash).toBe('');
    if (/[^\w@.-]/.test(value)) expect(url.toString()).not.toContain(value);
  });
});

describe('openInNewTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a new tab without a handle on this page, and reports a blocked one', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(tab).mockReturnValueOnce(null);
    expect(openInNewTab('https://forms.example.org/preorder')).toBe(true);
    expect(tab.opener).toBeNull();
    expect(open).toHaveBeenCalledWith('https://forms.example.org/preorder', '_blank');
    expect(openInNewTab('https://forms.example.org/preorder')).toBe(false);
  });
});

describe('isPlaceholderAddress', () => {
  it('is true on the reserved example domains only (src/lib/reserved-domains.ts)', () => {
    expect(isPlaceholderAddress('https://forms.hazel.example/preorder')).toBe(true);
    expect(isPlaceholderAddress('https://pay.hazel.example/pilot')).toBe(true);
    expect(isPlaceholderAddress('https://forms.example.org/preorder')).toBe(true);
    expect(isPlaceholderAddress('https://forms.example.it/preorder')).toBe(false);
    expect(isPlaceholderAddress('https://example.com.evil/preorder')).toBe(false);
    expect(isPlaceholderAddress('not a url')).toBe(false);
  });
});
