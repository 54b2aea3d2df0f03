import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { useSearchParams } from '../../lib/location';
import { SignInForm } from '../../features/auth/SignInForm';
import { safeNext } from '../../features/auth/safeNext';
import { useViewer } from '../../entities/viewer/useSession';
import { signOutIntent } from '../../features/auth/signOutIntent';
import { preloadSignedInScreens } from '../signedInScreens';
import { useDocumentTitle } from '../useDocumentTitle';

export function SignInRoute() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const viewer = useViewer();
  useEffect(() => signOutIntent.clear(), []);
  useDocumentTitle('Sign in');
  if (viewer.data?.viewer) return <Redirect to={safeNext(next)} replace />;
  return (
    <div onFocus={preloadSignedInScreens} onPointerDown={preloadSignedInScreens}>
      <SignInForm next={next} />
    </div>
  );
}
