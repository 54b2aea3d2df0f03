// Around each screen: a Skeleton while its chunk loads (only when a render cannot wait for it: navigations wait in a
// transition, and the first render waits in src/main.tsx), and a notice with "Retry" when its chunk fails to load
// (a deploy replaced it, or the network dropped). React has no hook for catching render errors, so this is a class.
import { Component, Suspense, type ReactNode } from 'react';
import { ErrorNotice } from '../features/ui/ErrorNotice';
import { Skeleton } from '../features/ui/Skeleton';

interface State {
  error: unknown;
}

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    if (this.state.error)
      return (
        <ErrorNotice
          title="Could not open this screen."
          error={this.state.error}
          // A failed import() is remembered by the browser for this page: only a reload asks again.
          onRetry={() => window.location.reload()}
        />
      );
    return <Suspense fallback={<Skeleton lines={4} />}>{this.props.children}</Suspense>;
  }
}
