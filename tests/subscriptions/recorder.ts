// Records what a subscription observer sees, in order, and lets a test await a condition on it instead of sleeping.
import type { SubscriptionObserver, SubscriptionStatus } from '../../src/lib/graphql/subscriptions';
import type { GraphQLResult } from '../../src/lib/graphql/types';

export type Seen =
  | { next: GraphQLResult }
  | { error: unknown }
  | { complete: true }
  | { status: SubscriptionStatus }
  | { reconnected: true };

export class Recorder implements SubscriptionObserver<GraphQLResult> {
  readonly seen: Seen[] = [];
  private waiters: { check: () => boolean; resolve: () => void }[] = [];

  next = (value: GraphQLResult) => this.push({ next: value });
  error = (error: unknown) => this.push({ error });
  complete = () => this.push({ complete: true });
  status = (status: SubscriptionStatus) => this.push({ status });
  reconnected = () => this.push({ reconnected: true });

  get values(): unknown[] {
    return this.seen.flatMap((s) => ('next' in s ? [s.next.data] : []));
  }

  get statuses(): SubscriptionStatus[] {
    return this.seen.flatMap((s) => ('status' in s ? [s.status] : []));
  }

  get errors(): unknown[] {
    return this.seen.flatMap((s) => ('error' in s ? [s.error] : []));
  }

  get ended(): boolean {
    return this.seen.some((s) => 'error' in s || 'complete' in s);
  }

  /** Resolves once `check` holds (checked now and after everything the observer sees). */
  until(check: (recorder: this) => boolean): Promise<void> {
    if (check(this)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ check: () => check(this), resolve }));
  }

  private push(seen: Seen) {
    this.seen.push(seen);
    for (const waiter of [...this.waiters]) {
      if (waiter.check()) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
}
