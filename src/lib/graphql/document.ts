// An operation's name, type and canonical text: from codegen's build-time `__meta__` when present, otherwise parsed
// once per distinct source string and remembered.
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import { rememberOperation } from './selections';
import type { DocumentInput, OperationMeta, OperationType } from './types';

const parsed = new Map<string, OperationMeta>();

export function operationOf(document: DocumentInput<unknown, never>): OperationMeta {
  if (typeof document !== 'string') {
    const meta = document.__meta__;
    if (meta && typeof meta['query'] === 'string' && typeof meta['operationType'] === 'string') {
      rememberOperation(meta as unknown as OperationMeta);
      return meta as unknown as OperationMeta;
    }
  }
  const source = String(document);
  let meta = parsed.get(source);
  if (!meta) {
    const ast = parse(source);
    const operation = ast.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation) throw new Error('The document has no operation');
    meta = {
      ...(operation.name ? { operationName: operation.name.value } : {}),
      operationType: operation.operation as OperationType,
      query: print(ast),
    };
    parsed.set(source, meta);
  }
  return meta;
}
