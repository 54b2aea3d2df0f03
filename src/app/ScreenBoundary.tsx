// A Skeleton while a screen's chunk loads, "Retry" when it fails; a class, as no hook catches render errors.
import { Component, Suspense, type ReactNode } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { Skeleton } from '../components/Skeleton';

interface Props {
  children: ReactNode;
  /** The screen's address: going elsewhere leaves a failed screen behind. */
  resetKey: string;
}

interface State {
  error: unknown;
  key: string;
}

export class ScreenBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
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
