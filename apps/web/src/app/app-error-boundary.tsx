import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';

/** The router's error element: any error thrown while rendering or loading a route lands here. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}

/** Catches what happens outside the router (providers, the toaster). */
type BoundaryState = { failed: boolean; error: unknown };

export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    if (this.state.failed) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
