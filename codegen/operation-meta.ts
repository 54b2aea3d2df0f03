// Build-time metadata for every executable document: its operation's name and type, the canonical graphql-js
// print() of the operation followed by its fragments (so the transport sends canonical text without parsing), and a
// compact map of its selections (so the cache knows each response key's field name and arguments without parsing).
// Like Apollo's addTypename, every selection set below the operation's root asks for `__typename`, so the cache can
// recognise any entity (`__typename` + `id`) in any result without each document having to remember it.
import { createHash } from 'node:crypto';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import {
  Kind,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { ArgumentTemplate, SelectionEntry, SelectionMap } from '../src/lib/graphql/types';

const TYPENAME_FIELD: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

export function addTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      enter(node, _key, parent) {
        if (
          parent &&
          !Array.isArray(parent) &&
          (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION
        ) {
          return undefined;
        }
        // Introspection selections (`__schema`, `__type`) and ones that already ask for it stay as written.
        // An alias named `__typename` takes the response key: adding the field would clash with it.
        const asks = node.selections.some(
          (s) => s.kind === Kind.FIELD && (s.name.value.startsWith('__') || s.alias?.value === '__typename'),
        );
        if (asks) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME_FIELD] };
      },
    },
  });
}

// The selection map's types are the runtime's (src/lib/graphql/selections.ts), which reads what this file emits.
export type { ArgumentTemplate, SelectionEntry, SelectionMap };

function template(value: ValueNode): ArgumentTemplate {
  switch (value.kind) {
    case Kind.VARIABLE:
      return { $: value.name.value };
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value);
    case Kind.STRING:
    case Kind.ENUM:
      return value.value;
    case Kind.BOOLEAN:
      return value.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return value.values.map(template);
    case Kind.OBJECT:
      return Object.fromEntries(value.fields.map((f) => [f.name.value, template(f.value)]));
  }
}

function expand(key: string, entry: SelectionEntry | 0): SelectionEntry {
  return entry === 0 ? [key, 0, 0] : entry;
}

function compact(key: string, entry: SelectionEntry): SelectionEntry | 0 {
  return entry.length === 3 && entry[0] === key && entry[1] === 0 && entry[2] === 0 ? 0 : entry;
}

function mergeEntry(a: SelectionEntry | undefined, b: SelectionEntry): SelectionEntry {
  if (!a) return b;
  const sub = a[2] && b[2] ? mergeMaps(a[2], b[2]) : a[2] || b[2];
  // Selected unconditionally anywhere: always in the result.
  const condition = a.length === 4 && b.length === 4 ? a[3] : undefined;
  return condition === undefined ? [a[0], a[1], sub] : [a[0], a[1], sub, condition];
}

function mergeMaps(a: SelectionMap, b: SelectionMap): SelectionMap {
  const out: SelectionMap = { ...a };
  for (const key in b) {
    const previous = out[key];
    out[key] = compact(
      key,
      mergeEntry(previous === undefined ? undefined : expand(key, previous), expand(key, b[key] as 0)),
    );
  }
  return out;
}

function selectionMap(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  condition?: string | 1,
): SelectionMap {
  let out: SelectionMap = {};
  for (const selection of set.selections) {
    const conditional = selection.directives?.some(
      (d) => d.name.value === 'include' || d.name.value === 'skip',
    )
      ? 1
      : condition;
    if (selection.kind === Kind.FIELD) {
      const args = selection.arguments?.length
        ? Object.fromEntries(selection.arguments.map((a) => [a.name.value, template(a.value)]))
        : 0;
      const sub = selection.selectionSet ? selectionMap(selection.selectionSet, fragments) : 0;
      const entry: SelectionEntry =
        conditional === undefined
          ? [selection.name.value, args, sub]
          : [selection.name.value, args, sub, conditional];
      const key = selection.alias?.value ?? selection.name.value;
      const previous = out[key];
      out[key] = compact(key, mergeEntry(previous === undefined ? undefined : expand(key, previous), entry));
    } else {
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const on = fragment.typeCondition?.name.value;
      out = mergeMaps(out, selectionMap(fragment.selectionSet, fragments, conditional ?? on));
    }
  }
  return out;
}

/** The selections of the operation with fragments expanded, and its variables' default values. */
export function operationSelections(document: DocumentNode, operation: OperationDefinitionNode) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const defaults: Record<string, ArgumentTemplate> = {};
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue) defaults[v.variable.name.value] = template(v.defaultValue);
  }
  return { fields: selectionMap(operation.selectionSet, fragments), defaults };
}

/**
 * The key of a document in the manifest of trusted documents: the SHA-256 (hex, as Automatic Persisted Queries name
 * it) of the client preset's normalized print. The preset's `persistedDocuments` writes the manifest with this function.
 */
export function documentHash(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** A document (its operation and the fragments it spreads) as the manifest holds it: printed in its normal form. */
export function normalizedText(document: DocumentNode): string {
  return printExecutableGraphQLDocument(document);
}

/** codegen's `documentTransforms` entry: every document asks for `__typename`, the manifest's text included. */
export const typenameTransform = {
  transform: ({ documents }: { documents: { document?: DocumentNode }[] }) =>
    documents.map((file) => (file.document ? { ...file, document: addTypename(file.document) } : file)),
};

export function operationMeta(document: DocumentNode) {
  const withTypename = addTypename(document);
  const operation = withTypename.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) return undefined;
  const { fields, defaults } = operationSelections(withTypename, operation);
  return {
    ...(operation.name ? { operationName: operation.name.value } : {}),
    operationType: operation.operation,
    query: print(withTypename),
    hash: documentHash(normalizedText(withTypename)),
    fields,
    ...(Object.keys(defaults).length > 0 ? { defaults } : {}),
  };
}
