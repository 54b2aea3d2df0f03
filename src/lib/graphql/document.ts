// An operation's name, type and canonical text: from codegen's `__meta__`, else parsed once per source string with
// graphql-js, which never ships to the browser (Node loads it; elsewhere pass it to `enableStringDocuments`).
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { OperationDefinitionNode, parse as Parse, print as Print } from 'graphql';
import { rememberOperation } from './selections';
import type { DocumentInput, OperationMeta, OperationType } from './types';

/** What generated/hooks.ts exports per operation: its build-time meta, and its canonical text as its string. */
export interface GeneratedDocument<TResult, TVariables> extends DocumentTypeDecoration<TResult, TVariables> {
  readonly __meta__: Record<string, unknown>;
  toString(): string;
}

/**
 * The document generated/operations/<Name>.ts emits, one `/*#__PURE__*\/` call per module, so a page's bundle keeps
 * only the documents its code uses.
 */
export function generatedDocument<TResult, TVariables>(
  meta: OperationMeta,
): GeneratedDocument<TResult, TVariables> {
  return { __meta__: meta as unknown as Record<string, unknown>, toString: () => meta.query ?? '' };
}

export interface DocumentParser {
  parse: typeof Parse;
  print: typeof Print;
}

let parser: DocumentParser | undefined;

/** Lets plain-string documents run where graphql-js cannot be loaded on demand (a browser): pass graphql's module. */
export function enableStringDocuments(graphql: DocumentParser): void {
  parser = graphql;
}

interface NodeModuleBuiltin {
  createRequire(from: string): (id: string) => unknown;
}

function documentParser(): DocumentParser {
  if (parser) return parser;
  // Node's own loader, reached without a static import, so bundlers never see graphql-js here.
  const getBuiltin = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
    ?.getBuiltinModule;
  const nodeModule = getBuiltin?.('node:module') as NodeModuleBuiltin | undefined;
  if (nodeModule) parser = nodeModule.createRequire(import.meta.url)('graphql') as DocumentParser;
  if (!parser) {
    throw new Error(
      'A plain-string document needs graphql-js: use a generated document, or call enableStringDocuments(await import("graphql")) first',
    );
  }
  return parser;
}

const parsed = new Map<string, OperationMeta>();

export function operationOf(document: DocumentInput<unknown, never>): OperationMeta {
  if (typeof document !== 'string') {
    const meta = document.__meta__;
    if (meta && typeof meta['operationType'] === 'string') {
      rememberOperation(meta as unknown as OperationMeta);
      return meta as unknown as OperationMeta;
    }
  }
  const source = String(document);
  let meta = parsed.get(source);
  if (!meta) {
    const { parse, print } = documentParser();
    const ast = parse(source);
    const operation = ast.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
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
