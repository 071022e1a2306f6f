import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistForm } from '@/features/waitlist-form/waitlist-form';
import { marketValues, site } from '@/config/site';
import type { ContactParams } from '@/config/site-config';
import { renderWithProviders } from './render';

/**
 * The home form asks for what the hosted form takes and sends each kind of contact under its own
 * parameter (review turn 5, findings 1, 2 and 17): an email address, a mobile number, either, or
 * nothing at all (then one button opens the form). The build's values set the parameters; here each
 * case sets them on the site's values for one render.
 */
const saved = structuredClone(site.prefillParams);
afterEach(() => {
  site.prefillParams = structuredClone(saved);
});

async function renderFor(preorder: Omit<ContactParams, 'via'> & { via?: ContactParams['via'] }) {
  site.prefillParams = { ...site.prefillParams, preorder: { via: 'query', ...preorder } };
  const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
  await renderWithProviders(<WaitlistForm />, { path: '/en' });
  const submit = screen.getByTestId('button-waitlist-submit');
  return { open, submit };
}

const openedParams = (open: ReturnType<typeof vi.spyOn>) =>
  Object.fromEntries(new URL(String(open.mock.calls.at(-1)?.[0])).searchParams);

describe('the home form’s field, by what the hosted form takes', () => {
  it('takes both: one field for either, each kind under its own parameter', async () => {
    const { open, submit } = await renderFor({ email: 'email', phone: 'phone' });
    const field = screen.getByLabelText('Email or cell phone number');
    expect(field).toHaveAttribute('type', 'text');
    fireEvent.change(field, { target: { value: '555-123-4567' } });
    fireEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(openedParams(open)).toMatchObject({ phone: '555-123-4567' });
    expect(openedParams(open)).not.toHaveProperty('email');
    fireEvent.change(field, { target: { value: 'anna.smith@example.com' } });
    fireEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(openedParams(open)).toMatchObject({ email: 'anna.smith@example.com' });
    expect(openedParams(open)).not.toHaveProperty('phone');
  });

  it('where the contact is asked for, the small print leads to the privacy policy (zh-TW review N17)', async () => {
    await renderFor({ email: 'email', phone: 'phone' });
    expect(screen.getByRole('link', { name: 'How we handle your details' })).toHaveAttribute('href', '/en/privacy');
  });

  it('takes an email only: the field asks for an email, with the email keyboard and autofill, and refuses a phone number', async () => {
    const { open, submit } = await renderFor({ email: 'contact_email', phone: '' });
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('name', 'contact_email');
    fireEvent.change(field, { target: { value: '555-123-4567' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter an email address, such as name@example.com.')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'anna.smith@example.com' } });
    fireEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(openedParams(open)).toMatchObject({ contact_email: 'anna.smith@example.com' });
  });

  it('takes a phone number only: the field asks for a mobile number, with the phone keypad and autofill', async () => {
    const { open, submit } = await renderFor({ email: '', phone: 'tel' });
    const field = screen.getByLabelText('Mobile number');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter your mobile number.')).toBeVisible();
    fireEvent.change(field, { target: { value: 'anna.smith@example.com' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter a phone number with 7 to 15 digits.')).toBeVisible();
    fireEvent.change(field, { target: { value: '+1 555 123 4567' } });
    fireEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(openedParams(open)).toMatchObject({ tel: '+1 555 123 4567' });
  });

  it('takes nothing: no field to fill, the button opens the form, and the page says she joins by sending it', async () => {
    const { open, submit } = await renderFor({ email: '', phone: '' });
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const opened = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${opened.origin}${opened.pathname}`).toBe(
      `${new URL(marketValues('en').links.preorder ?? '').origin}${new URL(marketValues('en').links.preorder ?? '').pathname}`,
    );
    expect(await screen.findByText(/Your pre-order is placed once you finish that form\./)).toBeVisible();
  });

  it('carries the contact in the address’s fragment where the operator says the form reads it there (security review L4)', async () => {
    const { open, submit } = await renderFor({ email: 'email', phone: 'phone', via: 'fragment' });
    fireEvent.change(screen.getByLabelText('Email or cell phone number'), { target: { value: 'ada@example.com' } });
    fireEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const opened = new URL(String(open.mock.calls[0]?.[0]));
    expect([...opened.searchParams.keys()].filter((name) => name === 'email')).toEqual([]);
    expect(new URLSearchParams(opened.hash.slice(1)).get('email')).toBe('ada@example.com');
  });

  it('gives a sample form nothing, though the preview shows the field (security review L4)', async () => {
    const { open, submit } = await renderFor({ email: 'email', phone: 'phone', via: null });
    fireEvent.change(screen.getByLabelText('Email or cell phone number'), { target: { value: 'ada@example.com' } });
    fireEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(String(open.mock.calls[0]?.[0])).not.toContain('ada');
  });
});
