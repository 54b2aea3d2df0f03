import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSignInMutation } from '../../../generated/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TextField } from '../../components/TextField';
import { validateSignIn } from '../../lib/validation';
import { safeNext } from './safeNext';
import { useSetViewer } from '../../entities/viewer/useSession';
import { DemoAccountList } from './DemoAccountList';
import { sessionExpired } from '../../entities/viewer/sessionExpired';

export interface SignInFormProps {
  next: string | null;
  /** Instead of going to `next` once signed in (the invite page joins the project then). */
  onSignedIn?: () => void;
  /** Instead of the link to create an account. */
  other?: ReactNode;
  /** Instead of the page's heading. */
  heading?: ReactNode;
}

export function SignInForm({ next, onSignedIn, other, heading }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  // Said once: read when the screen opens, then cleared.
  const [ended] = useState(() => sessionExpired.reason);
  useEffect(() => sessionExpired.clear(), []);
  const [, navigate] = useLocation();
  const setViewer = useSetViewer();
  const signIn = useSignInMutation({
    onSuccess: (data) => {
      setViewer(data.signIn);
      if (onSignedIn) onSignedIn();
      else navigate(safeNext(next), { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    signIn.mutate({ email: email.trim(), password });
  };

  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : '';
  return (
    <div className="auth">
      {heading ?? <h1>Sign in to Lanes</h1>}
      {ended ? (
        <p role="status" className="notice">
          {ended === 'elsewhere' ? 'You signed out in another tab.' : 'Your session has expired.'} Sign in
          again to carry on where you were.
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(next) => {
            setEmail(next);
            if (errors.email)
              setErrors((e) => ({ ...e, email: validateSignIn({ email: next, password }).email }));
          }}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(next) => {
            setPassword(next);
            if (errors.password)
              setErrors((e) => ({ ...e, password: validateSignIn({ email, password: next }).password }));
          }}
          error={errors.password}
        />
        {signIn.error ? <ErrorNotice error={signIn.error} /> : null}
        <button type="submit" className="button button-primary" disabled={signIn.isPending}>
          Sign in
        </button>
      </form>
      {other ?? (
        <p>
          New here? <Link to={`/sign-up${nextQuery}`}>Create an account</Link>
        </p>
      )}
      <DemoAccountList
        onPick={(account) => {
          setEmail(account.email);
          setPassword(account.password);
        }}
      />
    </div>
  );
}
