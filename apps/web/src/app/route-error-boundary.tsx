import { Component, type ReactNode, Suspense } from 'react';
import { RouteErrorPage } from '@/app/pages/route-error-page';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The page's address: moving to another page (the back button) tries the pages again. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
  failedAt: string;
}

/**
 * Catches what a page throws while rendering (or a page chunk that fails to load) and shows the error page
 * instead of a blank screen. A class: React has no hook for error boundaries.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, failed: false, failedAt: '' };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    { resetKey }: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (!state.failed) return state.failedAt === resetKey ? null : { failedAt: resetKey };
    return state.failedAt === resetKey ? null : { error: null, failed: false, failedAt: resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // The error page's texts may still be loading (a sign-in page does not need them otherwise).
    return (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
