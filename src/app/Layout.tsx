// Every screen's frame: one header row (the brand, the navigation, the search, the account menu) and the screen.
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
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
import { SignedInParts } from './signedInScreens';
import { HeaderSearch, TeamLinks, unreadName, useUnreadCount } from '../features/team/TeamNav';
import { wipeDevice } from './device';
import { AccountMenu } from './AccountMenu';
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
      {/* One row at every width (global.css): what does not fit folds behind "Menu", "Search" and the account menu. */}
      <header className="app-header">
        {/* The brand's visible word comes from CSS so that "Lanes", the seeded project, stays one match on a page. */}
        <Link to={user ? '/projects' : '/sign-in'} className="brand" aria-label="Home" />
        {user ? <MainNav /> : null}
        {user ? (
          <div className="app-header-end">
            <HeaderSearch />
            <WaitingChanges />
            <AccountMenu name={user.name} />
          </div>
        ) : null}
      </header>
      <NewVersionNotice />
      {user ? <RefusedChanges /> : null}
      <SessionWatcher />
      {user ? (
        <Suspense fallback={null}>
          <SignedInParts viewerId={user.id} />
        </Suspense>
      ) : null}
      <RouteFocus />
      {user ? <CommandMenuKey /> : null}
      <main id="main" className="app-main">
        <ScreenBoundary resetKey={pathname}>{children}</ScreenBoundary>
      </main>
    </div>
  );
}

const NAV_ID = 'main-nav';

/**
 * Projects, the inbox and My tasks. From 64em the links sit in the header row; below, the same <nav> is a popover
 * that "Menu" opens (global.css), and the unread count moves into Menu's name ("Menu, 2 unread").
 */
function MainNav() {
  const count = useUnreadCount();
  return (
    <>
      <button type="button" className="header-button menu-button" popoverTarget={NAV_ID}>
        <span className="icon icon-menu" aria-hidden="true" />
        <span className="sr-only">{unreadName('Menu', count)}</span>
        {count > 0 ? (
          <span className="badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <nav
        id={NAV_ID}
        popover="auto"
        className="app-nav"
        aria-label="Main"
        // A link followed closes the popover (it stays open across a client-side navigation otherwise).
        onClick={(event) => {
          const nav = event.currentTarget;
          if ((event.target as Element).closest('a') && nav.matches(':popover-open')) nav.hidePopover();
        }}
      >
        <Link to="/projects">Projects</Link>
        <TeamLinks count={count} />
      </nav>
    </>
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
