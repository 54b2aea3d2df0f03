// Change password, where the person manages their sessions (the header's "Other devices"): the current password and
// a new one, checked here by the same rule as sign-up and again by the service, which ends the other sessions.
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../../../generated/hooks';
import { passwordError } from '../../lib/validation';
import { fieldErrorsOf } from '../../components/fieldErrors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TextField } from '../../components/TextField';

export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});
  const change = useChangePasswordMutation({
    onSuccess: () => {
      setCurrent('');
      setNew('');
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(currentPassword === '' ? { currentPassword: 'Enter your current password' } : {}),
      ...(passwordError(newPassword) ? { newPassword: passwordError(newPassword) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || change.isPending) return;
    change.mutate({ currentPassword, newPassword });
  };
  const fieldErrors = change.error ? fieldErrorsOf(change.error) : {};
  return (
    <form className="form change-password" onSubmit={submit} noValidate aria-label="Change password">
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrent}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNew}
        error={errors.newPassword}
      />
      <button type="submit" className="button" disabled={change.isPending}>
        Change password
      </button>
      {change.isSuccess ? <p role="status">Password changed. Your other devices are signed out.</p> : null}
      {change.error && Object.keys(fieldErrors).length === 0 ? <ErrorNotice error={change.error} /> : null}
    </form>
  );
}
