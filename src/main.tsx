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

// The first render is the real one, not a skeleton: the screen's chunks, "who is signed in" and the screen's first
// query are asked for at once (startScreen). Data kept on the device comes first; the chunks do not wait for it.
preloadScreens(window.location);
void restoreDevice(client, queryClient).then((keptFor) => {
  // Kept data waits a moment for the service to confirm the session: if it is gone, nothing kept ever shows.
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
