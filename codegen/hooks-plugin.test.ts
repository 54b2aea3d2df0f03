// generated/hooks.ts carries its own copy of each operation's build-time meta (so bundlers can drop the documents a
// page does not use); it must be exactly the client preset's, canonical text and selection map alike.
import { expect, it } from 'vitest';
import * as presetDocuments from '../generated/graphql';
import * as hooks from '../generated/hooks';

it('emits, per operation, the same meta as the client preset, and its canonical text as the string', () => {
  const names = Object.keys(hooks).filter((name) => name.endsWith('Document'));
  const operations = Object.keys(presetDocuments).filter(
    (name) => name.endsWith('Document') && !name.endsWith('FragmentDoc'),
  );
  expect(names.sort()).toEqual(operations.sort());
  for (const name of names) {
    const generated = (hooks as unknown as Record<string, { __meta__: { query: string } }>)[name]!;
    const preset = (presetDocuments as unknown as Record<string, { __meta__?: unknown }>)[name]!;
    expect([name, generated.__meta__]).toEqual([name, preset.__meta__]);
    expect(String(generated)).toBe(generated.__meta__.query);
  }
});
