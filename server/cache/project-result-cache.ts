// Answers a repeated project query from memory, to the same viewer, after one indexed read shows the project's
// `last_seq` and their role unchanged. Not yoga's response cache: its invalidation is per instance and races writes.
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  print,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Context } from '../context';
import type { Db } from '../db/types';

/**
 * Fields that depend only on the project's own rows (its seq covers them) or immutable rows; anything else: no cache.
 */
const COVERED: Readonly<Record<string, ReadonlySet<string>>> = {
  Project: new Set([
    'id',
    'key',
    'name',
    'description',
    'createdAt',
    'viewerRole',
    'members',
    'tasks',
    'taskCounts',
    'seq',
    'archivedAt',
    'labels',
  ]),
  Label: new Set(['id', 'name', 'color']),
  StatusCount: new Set(['status', 'count']),
  Member: new Set(['id', 'user', 'role', 'joinedAt']),
  User: new Set(['id', 'email', 'name', 'createdAt']),
  TaskConnection: new Set(['edges', 'pageInfo', 'totalCount']),
  TaskEdge: new Set(['cursor', 'node']),
  PageInfo: new Set(['hasNextPage', 'endCursor']),
  Task: new Set([
    'id',
    'number',
    'key',
    'title',
    'description',
    'status',
    'priority',
    'assignee',
    'dueDate',
    'createdBy',
    'createdAt',
    'updatedAt',
    'version',
    'rank',
    'allowedTransitions',
    'commentCount',
    'labels',
    'labelIds',
  ]),
};

/** How a cacheable document names its project: the literal key, or the variable that holds it. */
type ProjectKeyArg = { literal: string } | { variable: string; defaultValue: unknown };

interface Plan {
  /** The document printed once: part of the cache key. */
  text: string;
  operationName: string | null;
  projectKey: ProjectKeyArg;
  /** The variables the operation declares (validation refuses one it does not use): the only ones in the key. */
  variables: readonly string[];
}

interface Entry {
  seq: number;
  role: string;
  result: ExecutionResult;
  bytes: number;
}

export interface ProjectResultCacheOptions {
  /** Bytes of answers kept in all (least recently used go first). */
  maxBytes: number;
  /** An answer larger than this is never kept: it would push out many ordinary ones. */
  maxEntryBytes: number;
}

export const DEFAULT_PROJECT_RESULT_CACHE: ProjectResultCacheOptions = {
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

export interface ProjectResultCache {
  plugin: Plugin;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

export function projectResultCache(
  options: ProjectResultCacheOptions = DEFAULT_PROJECT_RESULT_CACHE,
): ProjectResultCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxEntryBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  // Per document object (yoga's parser cache reuses it), then per operation name.
  const plans = new WeakMap<DocumentNode, Map<string | null, Plan | null>>();
  let hits = 0;
  let misses = 0;

  const planOf = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null) => {
    let byOperation = plans.get(document);
    if (!byOperation) {
      byOperation = new Map();
      plans.set(document, byOperation);
    }
    let plan = byOperation.get(operationName);
    if (plan === undefined) {
      plan = cacheablePlan(schema, document, operationName ?? undefined);
      byOperation.set(operationName, plan);
    }
    return plan;
  };

  const plugin: Plugin = {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as Partial<Context>;
      const viewer = ctx.viewer;
      const db = ctx.db;
      if (!viewer || !db) return;
      const plan = planOf(args.schema, args.document, args.operationName ?? null);
      if (!plan) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const projectKey = keyOf(plan.projectKey, variables);
      if (projectKey === null) return;
      const used = plan.variables.filter((name) => Object.hasOwn(variables, name));
      const cacheKey = JSON.stringify([
        viewer.id,
        plan.operationName,
        plan.text,
        used.map((name) => [name, variables[name]]),
      ]);
      setExecuteFn(async (executeArgs) => {
        const state = await projectState(db, projectKey, viewer.id);
        // Not a member: the resolvers answer NOT_FOUND; nothing is served or kept.
        if (!state) return executeFn(executeArgs);
        const hit = entries.get(cacheKey);
        if (hit && hit.seq === state.seq && hit.role === state.role) {
          hits += 1;
          // A copy: later plugins may set fields on the result they are handed.
          return { ...hit.result };
        }
        misses += 1;
        const result = await executeFn(executeArgs);
        // Stored under the seq read BEFORE the resolvers ran: they saw that state or a later one, so a stale tag
        // costs one more miss, never a stale answer.
        if (!isAsyncIterable(result) && !result.errors) {
          const bytes = sizeOf(result.data, options.maxEntryBytes);
          if (bytes <= options.maxEntryBytes) {
            entries.set(cacheKey, { seq: state.seq, role: state.role, result: { ...result }, bytes });
          }
        }
        return result;
      });
    },
  };

  return {
    plugin,
    stats: () => ({ hits, misses, entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** The memory an answer holds, roughly, counted only until it passes `limit`. */
export function sizeOf(value: unknown, limit: number): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && bytes <= limit) {
    const item = stack.pop();
    if (typeof item === 'string') bytes += 16 + item.length * 2;
    else if (item === null || typeof item !== 'object') bytes += 8;
    else if (Array.isArray(item)) {
      bytes += 16 + item.length * 8;
      for (const inner of item) stack.push(inner);
    } else {
      for (const [key, inner] of Object.entries(item)) {
        bytes += 8 + key.length;
        stack.push(inner);
      }
      bytes += 24;
    }
  }
  return bytes;
}

/** The project's last seq and the viewer's role there now, or null when they are not a member. */
async function projectState(db: Db, key: string, viewerId: string) {
  const [row] = await db.query<{ seq: number; role: string }>(
    `SELECT p.last_seq AS seq, m.role FROM projects p
       JOIN memberships m ON m.project_id = p.id AND m.user_id = $2
      WHERE p.key = $1`,
    [key, viewerId],
  );
  return row ? { seq: Number(row.seq), role: row.role } : null;
}

function keyOf(arg: ProjectKeyArg, variables: Record<string, unknown>): string | null {
  if ('literal' in arg) return arg.literal;
  const value = variables[arg.variable] ?? arg.defaultValue;
  return typeof value === 'string' ? value : null;
}

/** A query whose one root field is `project(key: …)` and whose every selected field is COVERED; else null. */
export function cacheablePlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
): Plan | null {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return null;
  const queryType = schema.getQueryType();
  if (!queryType) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const roots = operation.selectionSet.selections;
  const [root] = roots;
  if (
    roots.length !== 1 ||
    root?.kind !== Kind.FIELD ||
    root.name.value !== 'project' ||
    root.directives?.length
  )
    return null;
  const keyArg = root.arguments?.find((arg) => arg.name.value === 'key')?.value;
  const projectKey = keyArg && projectKeyArg(keyArg, operation.variableDefinitions ?? []);
  if (!projectKey || !root.selectionSet) return null;
  const projectType = objectType(schema.getType('Project'));
  if (!projectType) return null;
  if (!covered(projectType, root.selectionSet, fragments, new Set())) return null;
  return {
    text: print(document),
    operationName: operation.name?.value ?? null,
    projectKey,
    variables: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
  };
}

function projectKeyArg(
  value: ValueNode,
  definitions: readonly { variable: { name: { value: string } }; defaultValue?: ValueNode }[],
): ProjectKeyArg | null {
  if (value.kind === Kind.STRING) return { literal: value.value };
  if (value.kind !== Kind.VARIABLE) return null;
  const definition = definitions.find((d) => d.variable.name.value === value.name.value);
  if (!definition) return null;
  const fallback = definition.defaultValue;
  return {
    variable: value.name.value,
    defaultValue: fallback?.kind === Kind.STRING ? fallback.value : undefined,
  };
}

function covered(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): boolean {
  const allowed = COVERED[type.name];
  if (!allowed) return false;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name === '__typename') continue;
      if (!allowed.has(name)) return false;
      const field = type.getFields()[name];
      if (!field) return false;
      if (!selection.selectionSet) continue;
      const inner = objectType(field.type);
      if (!inner || !covered(inner, selection.selectionSet, fragments, visiting)) return false;
    } else {
      // Fragments on another type (an interface, a union) do not occur here: refuse rather than reason about them.
      const condition =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.typeCondition?.name.value
          : fragments.get(selection.name.value)?.typeCondition.name.value;
      if (condition !== undefined && condition !== type.name) return false;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!covered(type, selection.selectionSet, fragments, visiting)) return false;
        continue;
      }
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) return false;
      visiting.add(name);
      const ok = covered(type, fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
      if (!ok) return false;
    }
  }
  return true;
}

// By shape, not isObjectType (instanceof): under vitest the schema may come from another copy of graphql.
function objectType(type: GraphQLOutputType | GraphQLNamedType | null | undefined): GraphQLObjectType | null {
  let named: unknown = type;
  while (named && typeof named === 'object' && 'ofType' in named) named = named.ofType;
  if (!named || typeof named !== 'object' || !('getFields' in named) || 'getPossibleTypes' in named)
    return null;
  return named as GraphQLObjectType;
}
