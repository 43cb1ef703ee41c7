import { Component, type ErrorInfo, type ReactNode } from 'react';

import { AppErrorFallback } from './chunk-load-error';

/**
 * Catches what a route throws while rendering — a page's own error or a page chunk that
 * could not be fetched — and shows the error fallback ('Whoops, something went wrong.' and a
 * Home button; a failed chunk load offers a reload, see ./chunk-load-error.tsx) in its place.
 * Navigating elsewhere (`resetKey` changes) or the fallback's Home button clears it. One sits
 * around all routes (src/app/router.tsx) and one inside the portal's shell, around its pages.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; failedKey: string | null }
> {
  state = { error: null as unknown, failedKey: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; failedKey: string | null }) {
    if (state.error === null) return { failedKey: props.resetKey };
    return state.failedKey !== props.resetKey ? { error: null, failedKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.error !== null) {
      return <AppErrorFallback error={this.state.error} onReset={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
