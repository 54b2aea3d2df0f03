// Keeps yoga's fixed answer to a malformed JSON body but drops originalError, which quotes the body back.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { isGraphQLError } from './limit-error';

function withoutOriginal(error: unknown): unknown {
  if (!isGraphQLError(error) || !('originalError' in error.extensions)) return error;
  const { code, http } = error.extensions as { code?: string; http?: { status?: number } };
  // yoga's copy also marks http.spec, which its status rule skips for `accept: application/json`: a 400 it stays.
  return createGraphQLError(error.message, { extensions: { code, http: { status: http?.status ?? 400 } } });
}

export function quietParseErrorsPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      const parse = requestParser;
      setRequestParser(async (request) => {
        try {
          return await parse(request);
        } catch (error) {
          throw withoutOriginal(error);
        }
      });
    },
  };
}
