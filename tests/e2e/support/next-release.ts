// The app's next release, for the browser tests that deploy one over an open tab: its build (next-release.config.ts)
// and the one document it changes. Moving a card asks for the task's createdAt as well, so MoveTask gets another text
// and another hash, and the next manifest lacks this release's. The change is made with codegen's own functions
// (codegen/operation-meta.ts), as `npm run codegen` would make it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Kind, parse, visit, type FieldNode } from 'graphql';
import { addTypename, documentHash, normalizedText, operationMeta } from '../../../codegen/operation-meta';
import { MoveTaskDocument } from '../../../generated/operations/MoveTask';
import { readTrustedManifest } from '../../../server/security/trusted-documents';
import { operationOf, type OperationMeta } from '../../../src/lib/graphql';
import type { Release } from '../../support/service';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Builds the next release into a new temporary folder (the caller removes it): its build and its manifest, as
 * TestService.deploy takes them.
 */
export async function buildNextRelease(): Promise<Required<Release>> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'lanes-next-release-'));
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const config = 'tests/e2e/support/next-release.config.ts';
  try {
    await promisify(execFile)(
      process.execPath,
      [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed:\n${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  return {
    staticDir: outDir,
    trustedDocuments: nextManifest(readTrustedManifest(), operationOf(MoveTaskDocument)),
  };
}

export const CHANGED_OPERATION = 'MoveTask';

const CREATED_AT: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'createdAt' } };

function nextDocument(query: string) {
  return addTypename(
    visit(parse(query), {
      Field(node) {
        if (node.name.value !== 'moveTask' || !node.selectionSet) return undefined;
        const { selectionSet } = node;
        return {
          ...node,
          selectionSet: { ...selectionSet, selections: [...selectionSet.selections, CREATED_AT] },
        };
      },
    }),
  );
}

function textOf(meta: OperationMeta): string {
  if (meta.query === undefined) throw new Error(`${CHANGED_OPERATION}: its meta was read without its text`);
  return meta.query;
}

/** The next release's meta of the changed operation, from this release's (what its generated module holds). */
export function nextOperationMeta(meta: OperationMeta): OperationMeta {
  const next = operationMeta(nextDocument(textOf(meta)));
  if (!next) throw new Error(`${CHANGED_OPERATION} has no operation`);
  return next as OperationMeta;
}

/**
 * The next release's manifest from this release's: the changed operation's entry replaced by its next text, under
 * its next hash. The other documents stay as they are.
 */
function nextManifest(
  manifest: Readonly<Record<string, string>>,
  meta: OperationMeta,
): Record<string, string> {
  if (documentHash(normalizedText(addTypename(parse(textOf(meta))))) !== meta.hash)
    throw new Error(
      `${CHANGED_OPERATION}: its text here does not give codegen's hash; the next manifest would be wrong`,
    );
  const text = normalizedText(nextDocument(textOf(meta)));
  const next = Object.fromEntries(Object.entries(manifest).filter(([hash]) => hash !== meta.hash));
  next[documentHash(text)] = text;
  return next;
}
