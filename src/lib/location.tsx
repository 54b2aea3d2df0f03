// The browser's address for wouter (the app's router), read so that a change of address renders in a transition:
// the screen on show stays, and stays usable, until the next screen's code has loaded, rather than a skeleton between
// them. wouter's own browser hook reads the address through useSyncExternalStore, whose updates are never
// transitions, so this keeps the address in React state instead (wouter's `hook` option, its public API for this).
import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

/** The address as the browser holds it: pathname and search still encoded, and the history entry's state. */
export interface Address {
  pathname: string;
  search: string;
  state: unknown;
}

const read = (): Address => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: window.history.state as unknown,
});

// wouter/use-browser-location (imported above for `navigate`) makes pushState and replaceState dispatch events of
// their own names, as popstate is for back and forward.
const EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

const AddressContext = createContext<Address | null>(null);

/** The address on show (React Router's `location`): encoded as the browser holds it, unlike wouter's pathname. */
export function useAddress(): Address {
  const address = useContext(AddressContext);
  if (!address) throw new Error('useAddress outside <BrowserAddress>');
  return address;
}

const useAddressPath = () => [useAddress().pathname, navigate] as [string, typeof navigate];
const useAddressSearch = () => useAddress().search;

/**
 * The address, each change rendered in a transition. A link to the address on show replaces its history entry
 * rather than adding another of the same page.
 */
export function BrowserAddress({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(read);
  useLayoutEffect(() => {
    const sync = () =>
      startTransition(() =>
        setAddress((shown) => {
          const now = read();
          return now.pathname === shown.pathname && now.search === shown.search && now.state === shown.state
            ? shown
            : now;
        }),
      );
    for (const type of EVENTS) window.addEventListener(type, sync);
    // A redirect in a child's layout effect ran before this one: pick up where it went.
    sync();
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, sync);
    };
  }, []);
  return (
    <AddressContext value={address}>
      <Router
        hook={useAddressPath}
        searchHook={useAddressSearch}
        aroundNav={(go, to, options) =>
          go(to, {
            replace: options?.replace ?? to === window.location.pathname + window.location.search,
            state: options?.state as unknown,
          })
        }
      >
        {children}
      </Router>
    </AddressContext>
  );
}

/**
 * The query of the address on show, and a way to change it. wouter's own useSearchParams decodes the query once
 * before parsing it (a search for "%41" would read "A"); this parses it as the browser holds it.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
] {
  const { pathname, search } = useAddress();
  const [, go] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams, options?: { replace?: boolean }) => {
    const query = next.toString();
    go(query ? `${pathname}?${query}` : pathname, options);
  };
  return [params, setParams];
}
