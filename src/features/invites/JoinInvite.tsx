// /join#<token>: what an invite link offers ("Join Lanes as Member"), found by the token's SHA-256 so the token never
// travels in a URL; signed in, one press joins; signed out, the account form comes first and joining follows it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { AcceptInviteDocument, useInviteQuery } from '../../../generated/hooks';
import { ROLE_LABELS } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { useRefreshProjectLists } from '../../entities/project/useRefreshProjectLists';

/** The token after `#`, read once: the page keeps it while the person makes an account. */
export function useInviteToken(): string {
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  return token;
}

/** The token's SHA-256 in hex (Web Crypto), or null while it is computed. */
function useTokenHash(token: string): string | null {
  const [hash, setHash] = useState<{ token: string; hash: string } | null>(null);
  useEffect(() => {
    let live = true;
    void crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)).then((digest) => {
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      if (live) setHash({ token, hash: hex });
    });
    return () => {
      live = false;
    };
  }, [token]);
  return hash?.token === token ? hash.hash : null;
}

export interface JoinInviteProps {
  token: string;
  signedIn: boolean;
  /** Signed out: the account form, which calls `done` once the person is signed in (joining follows at once). */
  account: (done: () => void) => ReactNode;
}

export function JoinInvite({ token, signedIn, account }: JoinInviteProps) {
  const hash = useTokenHash(token);
  const preview = useInviteQuery({ tokenHash: hash ?? '' }, { enabled: hash !== null && token !== '' });
  const refreshLists = useRefreshProjectLists();
  const [, navigate] = useLocation();
  const accept = useIntentMutation(AcceptInviteDocument, {
    onSuccess: ({ acceptInvite }) => {
      refreshLists();
      navigate(`/p/${acceptInvite.key}`, { replace: true });
    },
  });
  // After the account form: join without a second press, once.
  const [signedUp, setSignedUp] = useState(false);
  const joined = useRef(false);
  useEffect(() => {
    if (signedUp && signedIn && !joined.current) {
      joined.current = true;
      accept.mutate({ token });
    }
  }, [signedUp, signedIn, accept, token]);

  const invite = preview.data?.invite;
  if (!token || preview.data?.invite === null)
    return (
      <Refused text="This invite link is not valid: check that it was copied whole, or ask for a new one." />
    );
  if (!invite) {
    if (preview.error)
      return (
        <ErrorNotice
          title="Could not read the invite."
          error={preview.error}
          onRetry={() => preview.refetch()}
        />
      );
    return <Skeleton lines={3} label="Reading the invite" />;
  }
  if (invite.state !== 'OPEN')
    return (
      <Refused
        text={`This invite link to ${invite.projectName} ${invite.state === 'EXPIRED' ? 'has expired' : 'was revoked'}: ask the project’s admin for a new one.`}
      />
    );
  const offer = `Join ${invite.projectName} as ${ROLE_LABELS[invite.role]}`;
  return (
    <div className="auth join">
      <h1 dir="auto">{offer}</h1>
      {accept.error ? <ErrorNotice error={accept.error} /> : null}
      {signedIn ? (
        invite.joined ? (
          <p>
            You are in {invite.projectName} already. <Link to="/projects">Your projects</Link>
          </p>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate({ token })}
          >
            {offer}
          </button>
        )
      ) : (
        account(() => setSignedUp(true))
      )}
    </div>
  );
}

function Refused({ text }: { text: string }) {
  return (
    <div className="auth join">
      <h1>Invite link</h1>
      <p role="alert" className="notice notice-warning">
        {text}
      </p>
      <Link to="/projects">Go to your projects</Link>
    </div>
  );
}
