// A cost limit in which a `first` page multiplies its selection's cost (graphql-armor's cost-limit ignores `first`).
import type { Plugin } from 'graphql-yoga';
import type { DocumentNode, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { characterCount, LIMITS } from '../../src/lib/validation/text';
import { limitError } from './limit-error';
import { LIMIT_CODES } from './limits';

/** Items assumed for a list without `first` (members, comments, projects): none of them is paged. */
export const UNPAGED_LIST_SIZE = 10;

/** Bytes of answer one point of cost stands for: a text field costs its largest size in these, so cost bounds bytes. */
export const BYTES_PER_POINT = 100;

// The characters each text field may hold (src/lib/validation/text.ts); 4 bytes each in UTF-8 at most (an emoji is
// one character). Other strings (keys, ids, cursors, ranks) are short and count as plain fields.
const TEXT_CHARACTERS: Readonly<Record<string, number>> = {
  'User.email': LIMITS.emailMax,
  'User.name': LIMITS.userNameMax,
  'Project.name': LIMITS.projectNameMax,
  'Project.description': LIMITS.projectDescriptionMax,
  'Task.title': LIMITS.taskTitleMax,
  'Task.description': LIMITS.taskDescriptionMax,
  'Comment.body': LIMITS.commentBodyMax,
  'Label.name': LIMITS.labelNameMax,
};

/**
 * A text filter (`tasks(filter: { text })`) is matched at every place of every title and description of the project,
 * however small the page, and each try reads up to the text's length: it costs this much per character of its text.
 */
export const TEXT_FILTER_POINTS_PER_CHARACTER = 10;

function textFilterCost(args: Record<string, unknown>): number {
  const filter = args['filter'] as { text?: unknown } | null | undefined;
  if (typeof filter?.text !== 'string') return 0;
  return characterCount(filter.text.trim()) * TEXT_FILTER_POINTS_PER_CHARACTER;
}

export function textCost(typeName: string, fieldName: string): number | undefined {
  const characters = TEXT_CHARACTERS[`${typeName}.${fieldName}`];
  return characters === undefined ? undefined : Math.ceil((characters * 4) / BYTES_PER_POINT);
}

// `first: n` counts the field's selection n times; a connection's `edges` once; other lists UNPAGED_LIST_SIZE times.
// By the type's printed form, not isListType: under vitest this module's graphql may be another copy than the schema's.
function isList(type: GraphQLOutputType): boolean {
  return String(type).startsWith('[');
}

/**
 * The page a `first` field serves: the number asked for, else (null or omitted) the schema's default, as resolvers do.
 */
function pageSize(field: { args: readonly { name: string; defaultValue?: unknown }[] }, first: unknown) {
  if (typeof first === 'number') return Math.max(0, first);
  const fallback = field.args.find((arg) => arg.name === 'first')?.defaultValue;
  return typeof fallback === 'number' ? fallback : undefined;
}

const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const text = textCost(type.name, field.name);
  if (text !== undefined) return text;
  const page = field.args.some((arg) => arg.name === 'first') ? pageSize(field, args.first) : undefined;
  const scan = textFilterCost(args);
  if (page !== undefined) return 1 + scan + page * childComplexity;
  if (!isList(field.type)) return undefined;
  const isPage = field.name === 'edges' && type.name.endsWith('Connection');
  if (isPage) return 1 + childComplexity;
  // A list of scalars or enums has no selection (childComplexity 0): it costs like one field.
  return 1 + UNPAGED_LIST_SIZE * childComplexity;
};

const estimators = [listSizeEstimator, simpleEstimator({ defaultComplexity: 1 })];

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    estimators,
    ...(variables ? { variables } : {}),
    ...(operationName ? { operationName } : {}),
  });
}

type CostArgs = {
  schema: GraphQLSchema;
  document: DocumentNode;
  variableValues?: Record<string, unknown> | null;
  operationName?: string | null;
};

// Checked just before running, not in validation: the cost depends on the variables, and yoga caches validation.
const TOO_MANY_NODES = 'Query exceeds the maximum allowed number of nodes.';

type Costing = number | 'too-many-nodes' | 'invalid';

function costing(args: CostArgs): Costing {
  try {
    return operationCost(
      args.schema,
      args.document,
      args.variableValues ?? undefined,
      args.operationName ?? undefined,
    );
  } catch (error) {
    // getComplexity stops after 10,000 field nodes (fragments spread inside fragments multiply them).
    return (error as Error).message === TOO_MANY_NODES ? 'too-many-nodes' : 'invalid';
  }
}

// A document's cost per variable set never changes, and the app repeats a few: each is counted once.
const costs = new WeakMap<object, LRUCache<string, { value: Costing }>>();

function cachedCosting(args: CostArgs): Costing {
  let byVariables = costs.get(args.document);
  if (!byVariables) {
    byVariables = new LRUCache({ max: 32 });
    costs.set(args.document, byVariables);
  }
  const key = JSON.stringify([args.operationName ?? null, args.variableValues ?? null]);
  let found = byVariables.get(key);
  if (!found) {
    found = { value: costing(args) };
    byVariables.set(key, found);
  }
  return found.value;
}

function refusal(args: CostArgs, max: number) {
  const cost = cachedCosting(args);
  if (cost === 'too-many-nodes') return limitError(LIMIT_CODES.cost, `Query cost limit of ${max} exceeded.`);
  // Variables that do not fit the operation: execution reports that error itself.
  if (cost === 'invalid' || cost <= max) return null;
  return limitError(LIMIT_CODES.cost, `Query cost limit of ${max} exceeded, found ${cost}.`);
}

export function costLimitPlugin(max: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = refusal(args as CostArgs, max);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = refusal(args as CostArgs, max);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
