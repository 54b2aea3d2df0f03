import { Redirect } from 'wouter';
import { useSearchParams } from '../../lib/location';
import { SignUpForm } from '../../features/auth/SignUpForm';
import { safeNext } from '../../features/auth/safeNext';
import { useViewer } from '../../entities/viewer/useSession';
import { preloadSignedInScreens } from '../signedInScreens';
import { useDocumentTitle } from '../useDocumentTitle';

export function SignUpRoute() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const viewer = useViewer();
  useDocumentTitle('Create account');
  if (viewer.data?.viewer) return <Redirect to={safeNext(next)} replace />;
  return (
    <div onFocus={preloadSignedInScreens} onPointerDown={preloadSignedInScreens}>
      <SignUpForm next={next} />
    </div>
  );
}
