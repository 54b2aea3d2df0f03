// The real Lanes service for hook tests, run in a child process: under happy-dom the test's globals (URL, fetch) are
// the DOM's, which the service's Node code cannot use. Loads the integration run's seed dump (argv[2]), listens on a
// free loopback port and reports it over IPC; stops when the parent disconnects. argv[3], when given, is the test
// page's origin: another origin than the service's, so it must be a configured CORS origin for its mutations to run.
import { readFile } from 'node:fs/promises';
import { createApp } from '../../server/app';
import { openPglite } from '../../server/db/pglite';
import { createBoardPubSub } from '../../server/pubsub';
import { TEST_PASSWORD_COST } from '../support/password-cost';

const dumpPath = process.argv[2];
if (!dumpPath) throw new Error('usage: lanes-service-main.ts <seed dump path>');
const { db } = await openPglite({ loadDataDir: new Blob([await readFile(dumpPath)]) });
const pageOrigin = process.argv[3];
const app = createApp({
  production: false,
  db,
  pubsub: createBoardPubSub(),
  embedded: true,
  passwordCost: TEST_PASSWORD_COST,
  ...(pageOrigin ? { corsOrigins: [pageOrigin] } : {}),
});
const listening = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', url: listening.url });
process.on('disconnect', () => {
  void listening
    .close()
    .then(() => app.close())
    .then(() => db.close())
    .finally(() => process.exit(0));
});
