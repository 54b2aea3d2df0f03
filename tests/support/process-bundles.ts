// The tests' own service processes (the hooks' Lanes service, the subscriptions' counter service) run built, as the
// service does: the run's global setup compiles them (scripts/build-server.mjs) into build/, beside build/server.mjs
// so server/paths.ts finds the project's files from there. Forked with tsx, every package they load crossed its loader's
// thread (docs/performance.md).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// String paths: under happy-dom, `URL` is happy-dom's, which node:url does not accept.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const PROCESS_BUNDLES = {
  lanesService: {
    entry: 'tests/hooks/lanes-service-main.ts',
    outfile: join(root, 'build/test-lanes-service.mjs'),
  },
  counterService: {
    entry: 'tests/subscriptions/counter-service-main.ts',
    outfile: join(root, 'build/test-counter-service.mjs'),
  },
} as const;
