// What one account may spend of the service in a short time: writes, searches, presence heartbeats and the pages of
// a live stream's catch-up. Counted by account id on the one limits store (Redis when set, so every instance counts
// together), in one plugin keyed by operation type and field rather than in each resolver. Sizes: docs/product.md §9.
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FieldNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { UserRow } from '../models';
import { rateLimited } from '../security/failure-limit';
import type { AccountRates, BudgetKind } from './limits';
import type { Counter, LimitStore } from './shared-store';

export type { AccountRates, BudgetKind } from './limits';

export const BUDGET_MESSAGES: Record<BudgetKind, string> = {
  writes: 'Too many changes from this account in a short time; try again in a moment',
  searches: 'Too many searches from this account in a short time; try again in a moment',
  heartbeats: 'Too many presence updates from this account in a short time; try again in a moment',
  replayPages: 'Too many live updates replayed for this account in a short time',
};

export interface AccountBudgets {
  /** Spends `points` of the account's `kind`; past its budget, how long until there is room again. */
  take(
    accountId: string,
    kind: BudgetKind,
    points: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

export function accountBudgets(store: LimitStore, rates: AccountRates): AccountBudgets {
  const counters = Object.fromEntries(
    Object.entries(rates).map(([kind, rule]) => [kind, store.counter(`account-${kind}`, rule)]),
  ) as Record<BudgetKind, Counter>;
  return {
    take: (accountId, kind, points) => counters[kind].take(accountId, points),
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Spends the account's budget or throws RATE_LIMITED with `retryAfter`: for work counted outside a request's fields. */
export async function consumeAccountBudget(
  budgets: AccountBudgets,
  accountId: string,
  kind: BudgetKind,
  points = 1,
): Promise<void> {
  const { allowed, retryAfterMs } = await budgets.take(accountId, kind, points);
  if (!allowed) throw rateLimited(seconds(retryAfterMs), BUDGET_MESSAGES[kind]);
}

/**
 * Waits until the account may spend one more `kind` (a replay's next page): pacing a stream rather than ending it,
 * so the reader still gets every event, at the rate the budget allows.
 */
export async function paceAccount(
  budgets: AccountBudgets,
  accountId: string,
  kind: BudgetKind,
): Promise<void> {
  for (;;) {
    const { allowed, retryAfterMs } = await budgets.take(accountId, kind, 1);
    if (allowed) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, retryAfterMs)));
  }
}

/** Mutations that spend no write: signing in and out have limits of their own, and signing out must always work. */
const NOT_WRITES = new Set([
  'signIn',
  'signUp',
  'signOut',
  'signOutEverywhere',
  'changePassword',
  '__typename',
]);
const HEARTBEAT = 'here';

type Variables = Record<string, unknown>;

/** A literal or variable argument value, as far as counting needs: strings, null and input objects. */
function valueOf(node: ValueNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.STRING:
      return node.value;
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, valueOf(field.value, variables)]),
      );
    default:
      return null;
  }
}

function argument(field: FieldNode, name: string, variables: Variables): unknown {
  const node = field.arguments?.find((arg) => arg.name.value === name);
  return node ? valueOf(node.value, variables) : undefined;
}

/** The fields of a selection through its fragments (each fragment once); `deep`: and every field they select. */
function* fieldsOf(
  selectionSet: SelectionSetNode,
  document: DocumentNode,
  deep: boolean,
  seen = new Set<string>(),
): Generator<FieldNode> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      yield selection;
      if (deep && selection.selectionSet) yield* fieldsOf(selection.selectionSet, document, deep, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      yield* fieldsOf(selection.selectionSet, document, deep, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        yield* fieldsOf(fragment.selectionSet, document, deep, seen);
    }
  }
}

export type Spending = Partial<Record<BudgetKind, number>>;

/**
 * What an operation spends: a write per root mutation field, a heartbeat per `here`, and a search per distinct text
 * among `search` fields and `tasks(filter: { text })` (a board's columns share one text, and one statement).
 */
export function spendingOf(
  document: DocumentNode,
  operationName: string | null | undefined,
  raw: Variables,
): Spending {
  const operation = getOperationAST(document, operationName);
  if (!operation) return {};
  // Defaults of variables the request left out, as execution will use them.
  const variables: Variables = { ...raw };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue) {
      variables[name] = valueOf(definition.defaultValue, {});
    }
  }
  const spending: Spending = {};
  if (operation.operation === 'mutation') {
    for (const field of fieldsOf(operation.selectionSet, document, false)) {
      const name = field.name.value;
      if (name === HEARTBEAT) spending.heartbeats = (spending.heartbeats ?? 0) + 1;
      else if (!NOT_WRITES.has(name)) spending.writes = (spending.writes ?? 0) + 1;
    }
  }
  const texts = new Set<string>();
  for (const field of fieldsOf(operation.selectionSet, document, true)) {
    const name = field.name.value;
    const text =
      name === 'search'
        ? argument(field, 'text', variables)
        : name === 'tasks'
          ? (argument(field, 'filter', variables) as { text?: unknown } | null | undefined)?.text
          : undefined;
    if (typeof text === 'string' && text.trim() !== '') texts.add(text.trim().toLowerCase());
  }
  if (texts.size > 0) spending.searches = texts.size;
  return spending;
}

interface BudgetContext {
  viewer?: UserRow | null;
}

type ExecuteArgs = {
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Variables | null;
  contextValue: BudgetContext;
};

/**
 * One account's operations of one kind running at once on this instance, at most `max`; the rest wait their turn.
 * The embedded database answers one statement at a time, so ten searches sent together would each make everyone
 * else's statements wait behind all ten; in turn, the others wait behind at most `max`.
 */
export function inTurn(max: number) {
  const running = new Map<string, { count: number; waiting: (() => void)[] }>();
  return async function enter(key: string): Promise<() => void> {
    let entry = running.get(key);
    if (!entry) running.set(key, (entry = { count: 0, waiting: [] }));
    const held = entry;
    if (held.count >= max) await new Promise<void>((resolve) => held.waiting.push(resolve));
    else held.count += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = held.waiting.shift();
      if (next) return next(); // the place passes to the next in line
      held.count -= 1;
      if (held.count === 0) running.delete(key);
    };
  };
}

/** Searches of one account running at once on an instance. */
export const SEARCHES_AT_ONCE = 2;

/** Refuses an operation that would take the account past a budget, before it runs; anonymous ones spend none. */
export function accountBudgetPlugin(budgets: AccountBudgets): Plugin {
  const searchTurn = inTurn(SEARCHES_AT_ONCE);
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { document, operationName, variableValues, contextValue } = args as unknown as ExecuteArgs;
      const accountId = contextValue.viewer?.id;
      if (!accountId) return;
      const spending = spendingOf(document, operationName, variableValues ?? {});
      for (const [kind, points] of Object.entries(spending) as [BudgetKind, number][]) {
        const { allowed, retryAfterMs } = await budgets.take(accountId, kind, points);
        if (!allowed) {
          setResultAndStopExecution({ errors: [rateLimited(seconds(retryAfterMs), BUDGET_MESSAGES[kind])] });
          return;
        }
      }
      if (!spending.searches) return;
      const leave = await searchTurn(accountId);
      return { onExecuteDone: () => leave() };
    },
  };
}
