// Codegen's build-time selection map (codegen/operation-meta.ts) resolved against one result's variables: each
// response key gets its storage key (field name and canonical arguments), so aliases match by field, not by name.
import type { ArgumentTemplate, OperationMeta, SelectionEntry, SelectionMap } from './types';

export interface ResolvedField {
  /** The field name with its canonical arguments: what two results must share to be merged. */
  key: string;
  sub: ResolvedSelection | undefined;
  /** Absent from some results by design: a fragment on another type (its name) or a directive (1). */
  condition: string | 1 | undefined;
}
/** The response keys that have sub-selections: the only places a walk of a result can find objects. */
export const OBJECT_KEYS: unique symbol = Symbol('object keys');
export type ResolvedSelection = Record<string, ResolvedField> & { [OBJECT_KEYS]?: string[] };

/** Operation metadata by name, as met by operationOf: the query cache knows its results by operation name only. */
const byOperation = new Map<string, OperationMeta>();

export function rememberOperation(meta: OperationMeta): void {
  if (meta.operationName && meta.fields && !byOperation.has(meta.operationName))
    byOperation.set(meta.operationName, meta);
}

export function knownOperation(operationName: unknown): OperationMeta | undefined {
  return typeof operationName === 'string' ? byOperation.get(operationName) : undefined;
}

const DROP = Symbol('unset variable');

function fill(value: ArgumentTemplate, variables: Record<string, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => fill(item, variables));
  if ('$' in value && typeof value['$'] === 'string') {
    // An unset variable without a default leaves its argument (or input field) out, as GraphQL execution does.
    const given = variables[value['$']];
    return given === undefined ? DROP : given;
  }
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(value).sort()) {
    const filled = fill((value as Record<string, ArgumentTemplate>)[name] as ArgumentTemplate, variables);
    if (filled !== DROP) out[name] = filled;
  }
  return out;
}

/** JSON with object keys sorted at every level: storage keys, and which subscription a hook's variables name. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

function resolve(map: SelectionMap, variables: Record<string, unknown>): ResolvedSelection {
  const out: ResolvedSelection = {};
  for (const responseKey in map) {
    const entry = map[responseKey] as SelectionEntry | 0;
    if (entry === 0) {
      out[responseKey] = { key: responseKey, sub: undefined, condition: undefined };
      continue;
    }
    const [name, args, sub, condition] = entry;
    let key = name;
    if (args) {
      const filled = fill(args, variables) as Record<string, unknown>;
      if (Object.keys(filled).length > 0) key = `${name}(${canonical(filled)})`;
    }
    out[responseKey] = { key, sub: sub ? resolve(sub, variables) : undefined, condition };
  }
  Object.defineProperty(out, OBJECT_KEYS, { value: Object.keys(out).filter((k) => out[k]?.sub) });
  return out;
}

const resolvedCache = new WeakMap<object, WeakMap<OperationMeta, ResolvedSelection>>();

/** The operation's selections under these variables (defaults applied); remembered per variables object. */
export function resolvedSelection(
  meta: OperationMeta | undefined,
  variables: unknown,
): ResolvedSelection | undefined {
  if (!meta?.fields) return undefined;
  const given =
    typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {};
  let byMeta = resolvedCache.get(given);
  const cached = byMeta?.get(meta);
  if (cached) return cached;
  const withDefaults: Record<string, unknown> = { ...meta.defaults };
  for (const name in given) if (given[name] !== undefined) withDefaults[name] = given[name];
  const resolved = resolve(meta.fields, withDefaults);
  if (!byMeta) resolvedCache.set(given, (byMeta = new WeakMap()));
  byMeta.set(meta, resolved);
  return resolved;
}
