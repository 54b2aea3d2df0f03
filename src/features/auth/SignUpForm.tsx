import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSignUpMutation } from '../../../generated/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../components/fieldErrors';
import { TextField } from '../../components/TextField';
import { safeNext } from './safeNext';
import { useSetViewer } from '../../entities/viewer/useSession';
import { validateSignUp } from '../../lib/validation';

export interface SignUpFormProps {
  next: string | null;
  /** Instead of going to `next` once the account is made (the invite page joins the project then). */
  onSignedUp?: () => void;
  /** Instead of the page's heading. */
  heading?: ReactNode;
  /** Instead of the link to sign in. */
  other?: ReactNode;
}

export function SignUpForm({ next, onSignedUp, heading, other }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [, navigate] = useLocation();
  const setViewer = useSetViewer();
  const signUp = useSignUpMutation({
    onSuccess: (data) => {
      setViewer(data.signUp);
      if (onSignedUp) onSignedUp();
      else navigate(safeNext(next), { replace: true });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, email: email.trim(), password };
    const found = validateSignUp(input);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    signUp.mutate({ input });
  };

  const showError = signUp.error && !hasFieldErrors(fieldErrorsOf(signUp.error));
  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : '';
  return (
    <div className="auth">
      {heading ?? <h1>Create your Lanes account</h1>}
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={setName}
          error={errors['name']}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors['email']}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors['password']}
          description="At least 8 characters."
        />
        {showError ? <ErrorNotice error={signUp.error} /> : null}
        <button type="submit" className="button button-primary" disabled={signUp.isPending}>
          Create account
        </button>
      </form>
      {other ?? (
        <p>
          Have an account? <Link to={`/sign-in${nextQuery}`}>Sign in</Link>
        </p>
      )}
    </div>
  );
}
