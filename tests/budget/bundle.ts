// What a route costs the browser: the JavaScript files it loads (Vite's manifest: the entry, the route's lazy
// module and everything they import statically) and their compressed sizes, as sirv sends them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS files loaded before `sources` can run: their chunks and every chunk they import statically. */
export function chunksFor(manifest: Manifest, sources: string[]): string[] {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    const chunk = manifest[id];
    if (!chunk) throw new Error(`${id} is not in Vite's manifest`);
    seen.add(id);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen].map((id) => manifest[id]!.file).filter((file) => file.endsWith('.js'));
}

export interface Compressed {
  raw: number;
  brotli: number;
  gzip: number;
}

/** Sizes as the server sends them: the build's own .br/.gz files are these same compressions. */
export function compressedSize(dist: string, files: string[]): Compressed {
  const total: Compressed = { raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    total.raw += bytes.length;
    total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return total;
}
