// The browser's address for wouter, kept in React state so a change renders in a transition (the screen on show stays
// until the next one's code loads); wouter's own hook uses useSyncExternalStore, whose updates never are.
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

/** The address, each change rendered in a transition; a link to the address on show replaces its history entry. */
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
 * The query of the address on show, and a way to change it; parsed as the browser holds it, since wouter's
 * useSearchParams decodes it once before parsing ("%41" would read "A").
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
