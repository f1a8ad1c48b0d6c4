import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';

/** Shown when a screen throws while rendering (or its code cannot be loaded); the user can reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="result-page">
      <h1>{t('common.error.unexpected')}</h1>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </main>
  );
}

interface BoundaryProps {
  /** The address shown: a move to another one clears the error (the layouts stay mounted). */
  pathname: string;
  children: ReactNode;
}

/** The routes' error boundary: logs what a screen threw and shows the error page until the next move. */
export class RouteErrorBoundary extends Component<BoundaryProps, { pathname: string; failed: boolean }> {
  override state = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname !== state.pathname ? { pathname: props.pathname, failed: false } : null;
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
