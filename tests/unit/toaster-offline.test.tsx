import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast-store';
import { renderWithProviders } from './render';

// The toast region's code cannot be downloaded (a lost connection).
vi.mock('@/components/ui/toast-region', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Toaster without its code', () => {
  it('shows no toast, and the page goes on', async () => {
    await renderWithProviders(<main>The page</main>, { path: '/en' });
    act(() => {
      showToast({ title: 'The sample could not play', variant: 'destructive' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByText('The sample could not play')).toBeNull();
  });
});
