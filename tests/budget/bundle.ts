// What a route costs the browser: the JavaScript files it loads (Vite's manifest: the entry, the route's lazy
// module and everything they import statically) and their compressed sizes, as sirv sends them.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export { chunksFor, readManifest, type Manifest, type ManifestChunk } from '../../server/route-preload';

export interface Compressed {
  raw: number;
  brotli: number;
  gzip: number;
}

/**
 * Sizes as the server sends them: the build's own .br/.gz copies (vite.config.ts, the same settings as here), and
 * for a file the build left without one (under its 1 kB threshold) the same compression made here. Reading the copies
 * keeps the test from compressing the shared chunks again for every route: that was most of this file's CPU.
 */
export function compressedSize(dist: string, files: string[]): Compressed {
  const total: Compressed = { raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const full = path.join(dist, file);
    const copy = (extension: string) => statSync(`${full}${extension}`, { throwIfNoEntry: false })?.size;
    const bytes = readFileSync(full);
    total.raw += bytes.length;
    total.brotli +=
      copy('.br') ?? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    total.gzip += copy('.gz') ?? gzipSync(bytes, { level: 9 }).length;
  }
  return total;
}
