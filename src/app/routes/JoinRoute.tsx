// /join#<token> (docs/product.md §14a): the invites feature's offer, with the auth feature's forms for someone signed
// out: a new account (or a sign-in) on this page, the token kept, and the project joined right after.
import { useState } from 'react';
import { JoinInvite, useInviteToken } from '../../features/invites/JoinInvite';
import { SignInForm } from '../../features/auth/SignInForm';
import { SignUpForm } from '../../features/auth/SignUpForm';
import { useViewer } from '../../entities/viewer/useSession';
import { useDocumentTitle } from '../useDocumentTitle';

export function JoinRoute() {
  useDocumentTitle('Join a project');
  const token = useInviteToken();
  const viewer = useViewer();
  if (viewer.data === undefined) return null;
  return (
    <JoinInvite
      token={token}
      signedIn={viewer.data.viewer !== null}
      account={(done) => <Account done={done} />}
    />
  );
}

function Account({ done }: { done: () => void }) {
  const [has, setHas] = useState(false);
  const toggle = (label: string) => (
    <p>
      <button type="button" className="link-button" onClick={() => setHas(!has)}>
        {label}
      </button>
    </p>
  );
  return has ? (
    <SignInForm
      next={null}
      onSignedIn={done}
      heading={<h2>Sign in to join</h2>}
      other={toggle('New here? Create an account')}
    />
  ) : (
    <SignUpForm
      next={null}
      onSignedUp={done}
      heading={<h2>Create your account to join</h2>}
      other={toggle('Have an account? Sign in')}
    />
  );
}
