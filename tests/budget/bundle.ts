// What a route costs the browser: the JavaScript files it loads (Vite's manifest: the entry, the route's lazy
// module and everything they import statically) and their compressed sizes, as sirv sends them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export { chunksFor, readManifest, type Manifest, type ManifestChunk } from '../../server/route-preload';

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
