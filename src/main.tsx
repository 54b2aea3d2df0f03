import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchFrame, settleWithin } from './app/prefetch';
import { preloadScreens, startScreen } from './app/router';
import { restoreDevice, revalidateFrame, sendKeptChanges, signedInHere } from './app/device';
import { registerServiceWorker } from './app/serviceWorker';
import { createGraphQLClient, createQueryClient } from './lib/graphql';
import { config } from './config';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const client = createGraphQLClient({
  uri: config.graphqlUrl,
  credentials: 'same-origin',
  // Reads go as GET and writes as POST: the page's answer can then name its first queries as preloads
  // (server/route-preload.ts), which the browser starts with the page, before any script runs.
  useGETForQueries: true,
  // Answers are a person's own and never stored (the service says no-store too); the HTTP cache left out, two tabs'
  // identical GETs also run side by side rather than one waiting for the other's answer.
  fetchOptions: { cache: 'no-store' },
  // By hash: in production the service runs only the documents this build was made with (docs/api.md). Under
  // `npm run dev` a document just edited is one the running service may not know yet: it goes again as text.
  persistedQueries: { retryWithText: import.meta.env.DEV },
  subscriptions: { transport: config.subscriptions },
});
const queryClient = createQueryClient();
// Heard from the start, not from when the provider mounts: what was paused offline resumes on a network that comes
// back before the first render, which the provider would not hear of.
queryClient.mount();

/** How long the first render waits for its data before it shows the screen's skeleton instead. */
const FIRST_RENDER_WAIT_MS = 1500;
// The first render is the real one, not a skeleton: the screen's chunks, the frame's queries (who is signed in, the
// unread count) and the screen's first query are asked for at once (startScreen). Data kept on the device comes first; the chunks do not wait for it.
// Kept data paints without waiting for the service: the device drops it itself once the session expired or was
// ended here (restoreDevice), and the service's answer drops it once the session was ended elsewhere.
preloadScreens(window.location);
void restoreDevice(client, queryClient).then((keptFor) => {
  if (keptFor !== null) void revalidateFrame(client, queryClient, keptFor);
  void settleWithin(
    Promise.all([
      keptFor === null ? prefetchFrame(client, queryClient, signedInHere()) : undefined,
      startScreen({ client, queryClient }, window.location),
    ]).then(() => undefined),
    FIRST_RENDER_WAIT_MS,
  ).then(() => {
    const reactRoot = createRoot(root);
    // A transition: React renders the first screen in slices with the browser's own work between them, not in one
    // long task that input and the network's callbacks wait behind on a phone.
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App client={client} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
    void sendKeptChanges(queryClient);
  });
});
registerServiceWorker(config.serviceWorker);
