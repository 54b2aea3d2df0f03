// Build-time metadata for every executable document: its operation's name and type and the canonical graphql-js
// print() of the operation followed by its fragments, so the transport sends canonical text without parsing.
// Like Apollo's addTypename, every selection set below the operation's root asks for `__typename`, so the cache can
// recognise any entity (`__typename` + `id`) in any result without each document having to remember it.
import { Kind, print, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';

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

export function operationMeta(document: DocumentNode) {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) return undefined;
  return {
    ...(operation.name ? { operationName: operation.name.value } : {}),
    operationType: operation.operation,
    query: print(addTypename(document)),
  };
}
