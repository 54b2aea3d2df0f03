// Every screen's frame: the brand, the signed-in user with "Sign out" (and "Sign out everywhere"), and the screen.
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useViewerQuery } from '../../generated/hooks';
import type { ViewerQuery } from '../../generated/graphql';
import { useSetViewer, useViewer } from '../entities/viewer/useSession';
import { onSignOutInAnotherTab, sessionExpired } from '../entities/viewer/sessionExpired';
import { RouteFocus } from '../components/RouteFocus';
import { errorCode, useGraphQLClient, type GraphQLClient } from '../lib/graphql';
import { useAddress, type Address } from '../lib/location';
import { ScreenBoundary } from './ScreenBoundary';
import { CommandMenuKey } from './CommandMenuKey';
import { lazyWithPreload } from './lazyWithPreload';
import { ViewerEventsWatcher } from './signedInScreens';
import { TeamNav } from '../features/team/TeamNav';
import { wipeDevice } from './device';
import { SignOutEverywhereButton, useSignOut } from './signOut';
import { NewVersionNotice, RefusedChanges, WaitingChanges } from './DeviceNotices';

type StartScreen = (
  context: { client: GraphQLClient; queryClient: QueryClient },
  location: Pick<Address, 'pathname' | 'search'>,
) => Promise<void>;

export function Layout({ startScreen, children }: { startScreen: StartScreen; children: ReactNode }) {
  const { pathname } = useStartScreen(startScreen);
  const viewer = useViewer();
  const user = viewer.data?.viewer ?? null;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        {/* The brand's visible word comes from CSS so that "Lanes", the seeded project, stays one match on a page. */}
        <Link to={user ? '/projects' : '/sign-in'} className="brand" aria-label="Home" />
        {user ? (
          <nav className="app-nav" aria-label="Main">
            <Link to="/projects">Projects</Link>
            {/* Part of the frame's first paint: loaded later, its links would push the page down when they arrive. */}
            <TeamNav />
          </nav>
        ) : null}
        {user ? <WaitingChanges /> : null}
        {user ? <SignedInUser name={user.name} /> : null}
      </header>
      <NewVersionNotice />
      {user ? <RefusedChanges /> : null}
      <SessionWatcher />
      {user ? (
        <Suspense fallback={null}>
          <UndoKeys viewerId={user.id} />
        </Suspense>
      ) : null}
      <RouteFocus />
      {user ? <CommandMenuKey /> : null}
      {user ? (
        <Suspense fallback={null}>
          <ViewerEventsWatcher />
        </Suspense>
      ) : null}
      <main id="main" className="app-main">
        <ScreenBoundary resetKey={pathname}>{children}</ScreenBoundary>
      </main>
    </div>
  );
}

/** Starts a navigation's chunks and queries as it renders (as usePrefetchQuery): an effect would await the chunk. */
function useStartScreen(startScreen: StartScreen): Address {
  const location = useAddress();
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  // Keyed by the navigation: React may drop the memo and run this again, which starts nothing new.
  useMemo(
    () => void startScreen({ client, queryClient }, location),
    [startScreen, client, queryClient, location],
  );
  return location;
}

// Undo's keys and notice load once someone is signed in: the sign-in page and every first paint do without them.
const UndoKeys = lazyWithPreload<{ viewerId: string }>(() =>
  import('../features/undo/UndoKeys').then((module) => ({ default: module.UndoKeys })),
);

// Loaded when "Other devices" is first opened: every signed-in screen has the header, few people change a password.
const ChangePassword = lazyWithPreload<object>(() =>
  import('../features/auth/ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);

function SignedInUser({ name }: { name: string }) {
  const [devicesOpen, setDevicesOpen] = useState(false);
  const { signOut, pending } = useSignOut();
  return (
    <div className="app-user">
      <bdi className="app-user-name">{name}</bdi>
      <button type="button" className="button" onClick={signOut} disabled={pending}>
        Sign out
      </button>
      {/* Behind a disclosure so that "Sign out" stays the only button of that name on the page. */}
      <details className="app-sessions" onToggle={(event) => setDevicesOpen(event.currentTarget.open)}>
        <summary onPointerEnter={ChangePassword.preload} onFocus={ChangePassword.preload}>
          Other devices
        </summary>
        <SignOutEverywhereButton />
        {devicesOpen ? (
          <ScreenBoundary resetKey="other-devices">
            <ChangePassword />
          </ScreenBoundary>
        ) : null}
      </details>
    </div>
  );
}

/** An UNAUTHENTICATED answer marks the viewer signed out; the guard sends them to sign in with `?next=` back here. */
function SessionWatcher() {
  const queryClient = useQueryClient();
  const setViewer = useSetViewer();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (errorCode(error) === 'UNAUTHENTICATED') {
        sessionExpired.set();
        // Kept data goes before the sign-in screen shows; the tab's drafts stay for the same person (device.ts).
        void wipeDevice({ keepDrafts: true });
        setViewer(null);
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    // Only a tab still signed in has something to be told (a sign-in screen stays as it is).
    const stopListening = onSignOutInAnotherTab(() => {
      if (!queryClient.getQueryData<ViewerQuery>(useViewerQuery.key())?.viewer) return;
      sessionExpired.set('elsewhere');
      setViewer(null);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      stopListening();
    };
  }, [queryClient, setViewer]);
  return null;
}
