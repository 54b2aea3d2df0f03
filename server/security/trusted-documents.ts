// The documents a browser may run in production: this build's manifest (generated/persisted-documents.json, written
// by codegen) and every earlier release's, which the instances keep in the database. A request names one by its
// SHA-256 in the Automatic Persisted Queries form; anything else is refused before it is parsed
// (@graphql-yoga/plugin-persisted-operations, in onParams). An API key, or development, may also send text.
import { readFileSync } from 'node:fs';
// Renamed: an envelop plugin factory, not a React hook, and the hooks lint rule goes by the name.
import {
  defaultExtractPersistedOperationId,
  usePersistedOperations as persistedOperationsPlugin,
} from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { Db } from '../db/types';
import { logger } from '../log';
import { projectFile } from '../paths';

export const MANIFEST_PATH = projectFile('generated/persisted-documents.json');

export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
export const PERSISTED_QUERY_ONLY = 'PERSISTED_QUERY_ONLY';

export type Manifest = Readonly<Record<string, string>>;

export function readTrustedManifest(file: URL | string = MANIFEST_PATH): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** A SHA-256 in hex: anything else is not a key of any manifest, and is refused without a look. */
const HASH = /^[0-9a-f]{64}$/;

/** An unknown hash asks the database again (a newer instance may have added its release) at most this often. */
const REFRESH_MS = 5_000;

export interface TrustedDocuments {
  /** The document of `hash`: this build's, or an earlier release's. Null when no release had it. */
  lookup(hash: string): string | null | Promise<string | null>;
  /** Adds this build's manifest to the database's and reads every earlier release's (as the instance starts to listen). */
  sync(): Promise<void>;
  /** Resolves when no sync is running (the instance is closing). */
  settled(): Promise<void>;
}

export function trustedDocuments(db: Db, manifest: Manifest, now: () => number = Date.now): TrustedDocuments {
  const current = new Map(Object.entries(manifest));
  const earlier = new Map<string, string>();
  let syncing: Promise<void> | null = null;
  let lastSync = -Infinity;

  const sync = (): Promise<void> => {
    syncing ??= (async () => {
      lastSync = now();
      try {
        await db.query(
          `INSERT INTO trusted_documents (hash, document)
           SELECT key, value FROM jsonb_each_text($1::jsonb) ON CONFLICT (hash) DO NOTHING`,
          [JSON.stringify(manifest)],
        );
        const rows = await db.query<{ hash: string; document: string }>(
          'SELECT hash, document FROM trusted_documents',
        );
        for (const row of rows) if (!current.has(row.hash)) earlier.set(row.hash, row.document);
      } catch (error) {
        // The database away: this build's documents still run; an earlier one's waits for the next look.
        logger.warn({ err: error }, 'trusted documents: the earlier releases could not be read');
      } finally {
        syncing = null;
      }
    })();
    return syncing;
  };

  return {
    sync,
    settled: () => syncing ?? Promise.resolve(),
    lookup(hash) {
      if (!HASH.test(hash)) return null;
      const found = current.get(hash) ?? earlier.get(hash);
      if (found !== undefined) return found;
      // The first look, as the instance starts, is awaited: an earlier release's document may be on its way in.
      if (syncing) return syncing.then(() => earlier.get(hash) ?? null);
      if (now() - lastSync < REFRESH_MS) return null;
      return sync().then(() => earlier.get(hash) ?? null);
    },
  };
}

// APQ clients (Apollo's persisted-queries link among them) know the first by its message, and send the text next.
const notFound = () =>
  createGraphQLError('PersistedQueryNotFound', { extensions: { code: PERSISTED_QUERY_NOT_FOUND } });
const textRefused = () =>
  createGraphQLError(
    'Only the app’s own documents run here, sent by hash; send any other document with an API key',
    { extensions: { code: PERSISTED_QUERY_ONLY } },
  );
const noDocument = () =>
  createGraphQLError('Must provide query string.', { extensions: { http: { status: 400 } } });

export interface TrustedDocumentsOptions {
  documents: TrustedDocuments;
  /** Whether this request may send a document as text (an API key's, or any in development). */
  acceptsText(request: Request): boolean;
}

/** Refuses, before parsing, a document that is not trusted; hands a trusted one's text on to yoga (HTTP and SSE). */
export function trustedDocumentsPlugin(options: TrustedDocumentsOptions): Plugin {
  return persistedOperationsPlugin({
    getPersistedOperation: (hash) => options.documents.lookup(hash),
    allowArbitraryOperations: (request) => options.acceptsText(request),
    customErrors: { notFound, persistedQueryOnly: textRefused, keyNotFound: noDocument },
  }) as Plugin;
}

/**
 * The same rule for a WebSocket's subscribe message, which yoga's onParams never sees: the text of the document it
 * names, or the refusal. graphql-ws requires `query` to be a string: an empty one names no text, as over HTTP.
 */
export async function documentOfMessage(
  documents: TrustedDocuments,
  params: { query?: string; extensions?: Record<string, unknown> | null },
  acceptsText: boolean,
): Promise<string | GraphQLError> {
  if (params.query) return acceptsText ? params.query : textRefused();
  const hash = defaultExtractPersistedOperationId(params as GraphQLParams, undefined as never, {});
  if (hash === null) return noDocument();
  return (await documents.lookup(hash)) ?? notFound();
}
