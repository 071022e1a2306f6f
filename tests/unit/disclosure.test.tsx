import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { renderWithProviders } from './render';

/** A details-based menu, as the language list and the phone menu use the hook. */
function Menu() {
  const { open, onToggle, rootRef, triggerRef } = useDisclosure<HTMLDetailsElement>();
  return (
    <details ref={rootRef} open={open} onToggle={onToggle}>
      <summary ref={triggerRef}>Menu</summary>
      <a href="#one">One</a>
    </details>
  );
}

async function renderMenu() {
  const rendered = await renderWithProviders(
    <>
      <p>Outside text</p>
      <Menu />
      <button type="button">Outside button</button>
    </>,
  );
  const summary = screen.getByText('Menu');
  const details = summary.parentElement as HTMLDetailsElement;
  return { ...rendered, summary, details };
}

describe('useDisclosure: one closing behaviour for every menu', () => {
  it('opens by its summary and closes on Escape, giving the focus back', async () => {
    const user = userEvent.setup();
    const { summary, details } = await renderMenu();
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    screen.getByRole('link', { name: 'One' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(details.open).toBe(false));
    expect(summary).toHaveFocus();
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    const { summary, details } = await renderMenu();
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    await user.click(screen.getByText('Outside text'));
    await waitFor(() => expect(details.open).toBe(false));
  });

  it('closes when the focus moves out of it', async () => {
    const user = userEvent.setup();
    const { summary, details } = await renderMenu();
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    expect(details.open).toBe(true);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outside button' })).toHaveFocus();
    await waitFor(() => expect(details.open).toBe(false));
  });

  it('closes on a navigation', async () => {
    const user = userEvent.setup();
    const { summary, details, navigate } = await renderMenu();
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    act(() => navigate('/en/faq'));
    await waitFor(() => expect(details.open).toBe(false));
  });
});
