// Every operation the app sends (generated/graphql.ts: each document with its fragments, as it goes on the wire)
// passes the production limits with room to spare, through the service's own parse and validate (the armor plugins)
// and its cost function, at the default page size and at the largest page the schema allows (first: 200).
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../generated/graphql';
import { SCHEMA_PATH } from '../../server/app';
import { operationCost } from '../../server/limits/cost';
import { measureDocument } from '../../server/limits/document-limits';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { test } from '../support/fixtures';
import type { TestService } from '../support/service';

// The schema built by this file's graphql: the app's schema comes from yoga's copy, which vitest may load apart
// from ours, and graphql's validate refuses a schema from another copy.
const schema: GraphQLSchema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

const documents = Object.entries(generated)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, document]) => ({ name: name.replace(/Document$/, ''), text: String(document) }));

/** A value of the right type for every required variable, so the cost sees real arguments. */
function sampleValue(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = sampleValue(field.type);
    }
    return value;
  }
  const scalars: Record<string, unknown> = {
    Int: 1,
    Float: 1,
    Boolean: true,
    Date: '2026-01-01',
    DateTime: '2026-01-01T00:00:00.000Z',
  };
  return scalars[named.name] ?? 'x';
}

function variablesFor(text: string, first?: number): Record<string, unknown> {
  const operation = parse(text).definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (name === 'first' && first !== undefined) variables[name] = first;
    // A filtered board costs its text filters too (server/limits/cost.ts): it must fit as well.
    else if (name === 'text') variables[name] = 'a filter';
    else if (isNonNullType(type) && !definition.defaultValue) variables[name] = sampleValue(type);
  }
  return variables;
}

let service: TestService;
test.beforeAll(({ sharedService }) => {
  service = sharedService;
});

describe("the app's documents under the production limits", () => {
  it('finds every operation the app sends', () => {
    expect(documents.map((d) => d.name)).toEqual(
      expect.arrayContaining([
        'Board',
        'BoardColumn',
        'BoardEvents',
        'Task',
        'Projects',
        'SignIn',
        'UpdateTask',
      ]),
    );
  });

  it('each passes the service’s parse and validate, and uses at most half of every limit', () => {
    const { parse: envelopedParse, validate, schema: appSchema } = service.app.yoga.getEnveloped({});
    const figures: Record<string, Record<string, number>> = {};
    for (const { name, text } of documents) {
      const document = envelopedParse(text);
      expect({ name, errors: validate(appSchema, document) }).toEqual({ name, errors: [] });
      const counts = measureDocument(schema, text);
      const cost = operationCost(appSchema, document, variablesFor(text));
      const costAtLargestPage = operationCost(appSchema, document, variablesFor(text, 200));
      figures[name] = { ...counts, cost, costAtLargestPage };
      expect(counts.tokens, `${name} tokens`).toBeLessThanOrEqual(DEFAULT_LIMITS.tokens / 2);
      expect(counts.depth, `${name} depth`).toBeLessThanOrEqual(DEFAULT_LIMITS.depth / 2);
      expect(counts.aliases, `${name} aliases`).toBeLessThanOrEqual(DEFAULT_LIMITS.aliases / 2);
      expect(counts.directives, `${name} directives`).toBeLessThanOrEqual(DEFAULT_LIMITS.directives / 2);
      // The default page uses at most a quarter of the cost limit; the largest page still fits.
      expect(cost, `${name} cost`).toBeLessThanOrEqual(DEFAULT_LIMITS.cost / 4);
      expect(costAtLargestPage, `${name} cost at first: 200`).toBeLessThanOrEqual(DEFAULT_LIMITS.cost);
      // Counting works: every operation has tokens, depth and a cost.
      expect(Math.min(counts.tokens, counts.depth, cost), name).toBeGreaterThan(0);
    }
    // The margins, for whoever tunes a limit: the largest figure of each against its limit.
    const largest = (key: string) => Math.max(...Object.values(figures).map((f) => f[key] ?? 0));
    console.log(
      JSON.stringify({
        documentLimitMargins: Object.fromEntries(
          (['tokens', 'depth', 'aliases', 'directives', 'cost', 'costAtLargestPage'] as const).map((key) => [
            key,
            {
              largest: largest(key),
              limit: key === 'costAtLargestPage' ? DEFAULT_LIMITS.cost : DEFAULT_LIMITS[key],
            },
          ]),
        ),
      }),
    );
  });
});
