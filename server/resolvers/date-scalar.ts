// The schema's `Date`: a calendar date written YYYY-MM-DD (years 0001 to 9999). Without this scalar any JSON value
// went through to PostgreSQL. The scalar refuses what is not a string; whether a string is a real date is the field
// rule's answer (isCalendarDate in validateTask), so it is reported together with the other fields' messages. The
// only Date input is a task's dueDate, so a refusal here names that field.
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
