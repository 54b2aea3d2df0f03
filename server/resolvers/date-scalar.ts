// The schema's `Date` (YYYY-MM-DD): it refuses what is not a string, naming dueDate, the only Date input; whether the
// string is a real date is validateTask's answer, so it is reported with the other fields' messages.
import { GraphQLScalarType, Kind } from 'graphql';
import { MESSAGES } from '../../src/lib/validation';
import { badUserInput } from './errors';

function parse(value: unknown): string {
  if (typeof value === 'string') return value;
  throw badUserInput({ dueDate: MESSAGES.dueDateInvalid });
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => String(value),
  parseValue: parse,
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
});
