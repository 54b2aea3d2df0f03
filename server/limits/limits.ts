// The limits per request, client and instance; the app's documents fit (tests/server/limits-documents.test.ts).
import { getHeapStatistics } from 'node:v8';
import type { WindowRule } from './shared-store';

/**
 * Counted attempts, shared by every instance. Failed sign-ins lock only the email and address pair (OWASP), so guesses
 * never lock the owner out elsewhere; a daily limit per address stops guessing across emails.
 */
export interface RateLimits {
  /** Consecutive failed sign-ins for one email from one address (a success clears them). */
  signInFailuresPerEmailAndAddress: WindowRule;
  signInFailuresPerAddress: WindowRule;
  /**
   * Successful sign-ins of one account from one address: each makes a session and costs a password hash. Per address,
   * so someone holding the password cannot use up the owner's sign-ins from elsewhere.
   */
  signInsPerEmailAndAddress: WindowRule;
  signUpFailuresPerEmail: WindowRule;
  signUpFailuresPerAddress: WindowRule;
  /** Accounts made from one address: enough for an office behind one NAT signing up together. */
  signUpsPerAddress: WindowRule;
  /** Failed addMember calls (no such account, already a member). */
  addMemberFailuresPerAdmin: WindowRule;
  addMemberFailuresPerAddress: WindowRule;
  /** Invite links made by one account (each a way into a project, so not without end). */
  invitesPerAccount: WindowRule;
  /** Refused acceptInvite calls (unknown, expired or revoked links), per account and per address. */
  acceptInviteFailuresPerAccount: WindowRule;
  acceptInviteFailuresPerAddress: WindowRule;
}

/** What one account may spend in a short time (server/limits/account-budget.ts); sizes and why: docs/product.md §9. */
export type BudgetKind = 'writes' | 'searches' | 'heartbeats' | 'replayPages';
export type AccountRates = Record<BudgetKind, WindowRule>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Limits {
  /** Bytes of one HTTP request body or one WebSocket message. */
  bodyBytes: number;
  tokens: number;
  depth: number;
  aliases: number;
  directives: number;
  /** Estimated cost: 1 per field, a page of `first` multiplies its selection (server/limits/cost.ts). */
  cost: number;
  streamsPerSession: number;
  /** Live subscriptions of one account, all its sessions and instances together. */
  streamsPerAccount: number;
  /** Live subscriptions from one client address: many cheap accounts behind one address share it. */
  streamsPerAddress: number;
  /** What this instance's heap holds (streamsForHeap); the sizing is in docs/deployment.md ("Live streams"). */
  streamsPerInstance: number;
  /**
   * Signed-in sessions one account may hold; a sign-in past it ends the session from the address the account has known
   * for the shortest time (server/security/session-streams.ts), never the new one.
   */
  sessionsPerAccount: number;
  rates: RateLimits;
  /** Per account, every instance together: writes, searches, heartbeats, pages of a stream's catch-up. */
  accountRates: AccountRates;
  connectionsPerAddress: number;
  /** server.maxConnections, or null for none: main.ts sets it from the open-file limit. */
  maxConnections: number | null;
  headersTimeoutMs: number;
  /** ms to receive a whole request; it also ends an upload that goes on after its 413 (Node reads and drops it). */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node checks the request timeouts (its default lets slow sockets live on). */
  timeoutCheckIntervalMs: number;
}

/** Heap one idle live stream holds, with a margin over the larger transport's (docs/performance.md, bench). */
export const STREAM_HEAP_BYTES = 64 * 1024;

/** The streams a quarter of this process's heap holds: the rest is for requests, caches and answers being written. */
export function streamsForHeap(heapLimit: number = getHeapStatistics().heap_size_limit): number {
  return Math.floor(heapLimit / 4 / STREAM_HEAP_BYTES);
}

export const DEFAULT_LIMITS: Limits = {
  bodyBytes: 256 * 1024,
  tokens: 2_000,
  depth: 12,
  aliases: 20,
  directives: 20,
  cost: 50_000,
  streamsPerSession: 20,
  streamsPerAccount: 60,
  streamsPerAddress: 500,
  streamsPerInstance: streamsForHeap(),
  sessionsPerAccount: 20,
  rates: {
    signInFailuresPerEmailAndAddress: { points: 10, windowSeconds: DAY, blockSeconds: 15 * MINUTE },
    signInFailuresPerAddress: { points: 100, windowSeconds: DAY, blockSeconds: DAY },
    signInsPerEmailAndAddress: { points: 30, windowSeconds: HOUR, blockSeconds: HOUR },
    signUpFailuresPerEmail: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
    signUpFailuresPerAddress: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
    signUpsPerAddress: { points: 20, windowSeconds: HOUR, blockSeconds: 0 },
    addMemberFailuresPerAdmin: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
    addMemberFailuresPerAddress: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
    invitesPerAccount: { points: 50, windowSeconds: DAY, blockSeconds: 0 },
    acceptInviteFailuresPerAccount: { points: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
    acceptInviteFailuresPerAddress: { points: 20, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  },
  // Ten-second windows: a person's fastest bursts (dragging cards, typing a filter, opening tabs) fit in them many times
  // over, while a script is slowed to a few a second at once rather than after a minute of flooding.
  accountRates: {
    writes: { points: 60, windowSeconds: 10, blockSeconds: 0 },
    searches: { points: 10, windowSeconds: 5, blockSeconds: 0 },
    heartbeats: { points: 30, windowSeconds: 10, blockSeconds: 0 },
    replayPages: { points: 20, windowSeconds: 10, blockSeconds: 0 },
  },
  connectionsPerAddress: 128,
  maxConnections: null,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  timeoutCheckIntervalMs: 1_000,
};

/** The `extensions.code` of each refusal (docs/product.md §9). */
export const LIMIT_CODES = {
  body: 'REQUEST_ENTITY_TOO_LARGE',
  tokens: 'TOKEN_LIMIT',
  depth: 'DEPTH_LIMIT',
  aliases: 'ALIAS_LIMIT',
  directives: 'DIRECTIVE_LIMIT',
  cost: 'COST_LIMIT',
  streams: 'TOO_MANY_STREAMS',
  statementTimeout: 'STATEMENT_TIMEOUT',
} as const;
