import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchViewer, settleWithin } from './app/prefetch';
import { preloadScreens, startScreen } from './app/router';
import { restoreDevice, revalidateViewer, sendKeptChanges } from './app/device';
import { registerServiceWorker } from './app/serviceWorker';
import { createGraphQLClient, createQueryClient } from './lib/graphql';
import { config } from './config';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const client = createGraphQLClient({
  uri: config.graphqlUrl,
  credentials: 'same-origin',
  subscriptions: { transport: config.subscriptions },
});
const queryClient = createQueryClient();

/** How long the first render waits for its data before it shows the screen's skeleton instead. */
const FIRST_RENDER_WAIT_MS = 1500;
/** How long a repeat visit's first render waits for the service to confirm the session before painting what was kept. */
const SESSION_CHECK_MS = 300;

// The first render is the real one, not a skeleton that moves everything when the data replaces it: the screen's
// chunks, the answer to "who is signed in" (every screen's header shows it) and the screen's own first query (a
// board's cards) come first, all asked for at once (startScreen): the board paints once, with its cards, instead of
// a skeleton first. What this device kept (src/app/device.ts) comes before all of it: a board seen before paints
// from the device, and the service is asked who is signed in meanwhile.
// The chunks do not wait for the device: only the queries do (a board kept there needs no request).
preloadScreens(window.location);
void restoreDevice(client, queryClient).then((keptFor) => {
  // What was kept waits a moment for the service to say the session still holds: if it says it is gone (ended
  // elsewhere, expired), nothing kept ever shows; if it is slow, the kept screen paints and the answer follows.
  const viewer =
    keptFor === null
      ? prefetchViewer(client, queryClient)
      : settleWithin(
          revalidateViewer(client, queryClient, keptFor),
          navigator.onLine ? SESSION_CHECK_MS : 0,
        ).then(() => undefined);
  void settleWithin(
    Promise.all([viewer, startScreen({ client, queryClient }, window.location)]).then(() => undefined),
    FIRST_RENDER_WAIT_MS,
  ).then(() => {
    createRoot(root).render(
      <StrictMode>
        <App client={client} queryClient={queryClient} />
      </StrictMode>,
    );
    void sendKeptChanges(queryClient);
  });
});
registerServiceWorker(config.serviceWorker);
