// Tests' documents as codegen makes them: the source with the build-time metadata of codegen/operation-meta.ts
// (name, type, printed text and selection map), built from a source string so each test states its own operation.
import { parse } from 'graphql';
import { operationMeta } from '../../../../codegen/operation-meta';
import type { DocumentInput } from '../types';

export function documentOf<TResult = unknown, TVariables = Record<string, unknown>>(
  source: string,
): DocumentInput<TResult, TVariables> {
  const meta = operationMeta(parse(source));
  return Object.assign(new String(source), { __meta__: meta }) as unknown as DocumentInput<
    TResult,
    TVariables
  >;
}
