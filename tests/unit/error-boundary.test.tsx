import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { renderWithProviders } from './render';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Working again</p>;
}

describe('ErrorBoundary', () => {
  it('shows a translated message with a link that reloads the page, and recovers on navigation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = await renderWithProviders(
      <ErrorBoundaryAtLocation>
        <Fragile />
      </ErrorBoundaryAtLocation>,
      { path: '/ja/pricing' },
    );

    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: (name) => withoutPhraseBreaks(name) === '問題が発生しました' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: (name) => withoutPhraseBreaks(name) === 'ページを再読み込みする' }),
    ).toHaveAttribute('href', '/ja/pricing');
    expect(consoleError).toHaveBeenCalled();

    broken = false;
    act(() => navigate('/ja/faq'));
    expect(screen.getByText('Working again')).toBeInTheDocument();
  });
});

function ErrorBoundaryAtLocation({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
}
