import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast } from '@/lib/toast-store';
import { renderWithProviders } from './render';

describe('Toaster', () => {
  it('loads the toast region with the first toast, and announces it', async () => {
    await renderWithProviders(<main />, { path: '/en' });
    // Nothing of the toast library is mounted (or downloaded) while nothing has gone wrong.
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    act(() => {
      showToast({ title: 'The sample could not play', variant: 'destructive' });
    });

    expect(await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('The sample could not play', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
