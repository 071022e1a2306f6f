import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass } from './button-styles';
import { PhoneLink } from './contact-links';
import { PageColumn, SectionTitle } from './page-section';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** A new value (the next address) clears the error, so navigating away recovers. */
  resetKey: string;
};

type ErrorBoundaryState = { failed: boolean; resetKey: string };

/**
 * Catches a rendering error below it and shows a short, translated apology with a link that
 * reloads the page, instead of leaving the visitor with a blank screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console for whoever investigates; the visitor sees the message below.
    console.error('The page failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RenderError /> : this.props.children;
  }
}

function RenderError() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <PageColumn as="section" role="alert">
      <SectionTitle as="h1">{t('renderError.heading')}</SectionTitle>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('renderError.body')}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        {/* A plain link: the browser loads the page afresh. */}
        <a href={location} className={buttonClass('primary', 'large')}>
          {t('renderError.reload')}
        </a>
        <PhoneLink />
      </div>
    </PageColumn>
  );
}
