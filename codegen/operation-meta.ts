// Build-time metadata for every executable document: its operation's name and type and the canonical graphql-js
// print() of the operation followed by its fragments, so the transport sends canonical text without parsing.
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export function operationMeta(document: DocumentNode) {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) return undefined;
  return {
    ...(operation.name ? { operationName: operation.name.value } : {}),
    operationType: operation.operation,
    query: print(document),
  };
}
