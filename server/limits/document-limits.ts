// graphql-armor's token, depth, alias and directive limits, refusing with an extensions.code (armor's have none).
import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin, maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer, maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorCallbackConfiguration } from '@escape.tech/graphql-armor-types';
import type { Plugin } from 'graphql-yoga';
import { parse, specifiedRules, validate, type GraphQLError, type GraphQLSchema } from 'graphql';
import { limitError } from './limit-error';
import { LIMIT_CODES, type Limits } from './limits';

type Counted = 'tokens' | 'depth' | 'aliases' | 'directives';

function stripPrefix(error: GraphQLError): string {
  return error.message.replace(/^Syntax Error: /, '');
}

function refuseWith(code: string): GraphQLArmorCallbackConfiguration {
  return {
    propagateOnRejection: false,
    onReject: [
      (context, error) => {
        const refusal = limitError(code, stripPrefix(error));
        // Throwing ends parsing (the parser has no validation context); yoga answers it as a syntax error.
        if (context === null) throw refusal;
        context.reportError(refusal);
      },
    ],
  };
}

export function documentLimitPlugins(limits: Pick<Limits, Counted>): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.tokens, ...refuseWith(LIMIT_CODES.tokens) }),
    maxDepthPlugin({ n: limits.depth, flattenFragments: true, ...refuseWith(LIMIT_CODES.depth) }),
    maxAliasesPlugin({ n: limits.aliases, ...refuseWith(LIMIT_CODES.aliases) }),
    maxDirectivesPlugin({ n: limits.directives, ...refuseWith(LIMIT_CODES.directives) }),
  ] as Plugin[];
}

/** What armor counts in one document (its onAccept figures), for the test that reports each limit's margin. */
export function measureDocument(schema: GraphQLSchema, source: string): Record<Counted, number> {
  const counts: Record<Counted, number> = { tokens: 0, depth: 0, aliases: 0, directives: 0 };
  const record =
    (key: Counted) =>
    (_context: unknown, details: { n: number }): void =>
      void (counts[key] = Math.max(counts[key], details.n));
  const huge = Number.MAX_SAFE_INTEGER;
  const parser = new MaxTokensParserWLexer(source, { n: huge, onAccept: [record('tokens')] });
  const document = parser.parseDocument();
  const errors = validate(schema, document, [
    ...specifiedRules,
    maxDepthRule({ n: huge, flattenFragments: true, onAccept: [record('depth')] }),
    maxAliasesRule({ n: huge, onAccept: [record('aliases')] }),
    maxDirectivesRule({ n: huge, onAccept: [record('directives')] }),
  ]);
  if (errors.length > 0) throw errors[0];
  // The lexer counts tokens as the parser reads them; graphql's own parse confirms the document is whole.
  parse(source);
  return counts;
}
