// The person's API keys (docs/api.md), opened from the account menu: made from a name and a scope, the key shown
// once with "Copy" (the service keeps only its hash, and this screen keeps it in memory only while it is open),
// listed with its last use, and revoked after a confirmation.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from '../../../generated/hooks';
import type { ApiKeyScope } from '../../../generated/enums';
import type { ApiKeyFieldsFragment } from '../../../generated/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { fieldErrorsOf } from '../../components/fieldErrors';
import { formatDateTime } from '../../components/format';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { LIMITS, validateApiKeyName } from '../../lib/validation';

const SCOPES = [
  { value: 'READ', label: 'Read: queries and subscriptions' },
  { value: 'WRITE', label: 'Write: everything you may do' },
] as const;

export function ApiKeys() {
  const queryClient = useQueryClient();
  // Asked afresh each time the screen opens: a key's last use changes while it is closed.
  const keys = useApiKeysQuery(undefined, { fetchPolicy: 'cache-and-network' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: useApiKeysQuery.key(), exact: true });
  const list = keys.data?.apiKeys ?? [];
  return (
    <div className="api-keys">
      <p className="dialog-body muted">
        A key lets a script use Lanes as you, with your roles: see docs/api.md in the repository.
      </p>
      <NewApiKey onCreated={() => void refresh()} />
      {keys.error ? <ErrorNotice error={keys.error} /> : null}
      {keys.data && list.length === 0 ? <p className="muted">You have no API keys.</p> : null}
      {list.length > 0 ? <ApiKeyList keys={list} onRevoked={() => void refresh()} /> : null}
    </div>
  );
}

function NewApiKey({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('READ');
  const [errors, setErrors] = useState<{ name?: string }>({});
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useCreateApiKeyMutation({
    onSuccess: (data) => {
      setCreated({ name: data.createApiKey.apiKey.name, token: data.createApiKey.token });
      setCopied(false);
      setName('');
      onCreated();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateApiKeyName(name);
    setErrors(found);
    if (Object.keys(found).length > 0 || create.isPending) return;
    create.mutate({ name: name.trim(), scope });
  };
  const fieldErrors = create.error ? fieldErrorsOf(create.error) : {};
  return (
    <>
      <form className="form" onSubmit={submit} noValidate aria-label="Create an API key">
        <TextField
          label="Name"
          name="name"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={LIMITS.apiKeyNameMax}
          trimmed
          dirAuto
          description="What it is for, e.g. “CI board sync”"
        />
        <SelectField
          label="Scope"
          name="scope"
          options={SCOPES}
          value={scope}
          onChange={(value) => setScope(value as ApiKeyScope)}
        />
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          Create key
        </button>
        {create.error && Object.keys(fieldErrors).length === 0 ? <ErrorNotice error={create.error} /> : null}
      </form>
      {created ? (
        <div className="api-key-created" role="status">
          <p>
            Your new key <bdi>{created.name}</bdi> is shown only this once. Copy it now: Lanes keeps only a
            fingerprint of it.
          </p>
          <TextField
            label="New API key"
            name="token"
            value={created.token}
            onChange={() => undefined}
            isReadOnly
          />
          <button
            type="button"
            className="button"
            onClick={() => void navigator.clipboard?.writeText(created.token).then(() => setCopied(true))}
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      ) : null}
    </>
  );
}

function ApiKeyList({ keys, onRevoked }: { keys: readonly ApiKeyFieldsFragment[]; onRevoked: () => void }) {
  const revoke = useRevokeApiKeyMutation({ onSuccess: onRevoked });
  return (
    <>
      <div className="api-key-scroll">
        <table className="api-key-list">
          <caption className="sr-only">Your API keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Scope</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id}>
                <th scope="row">
                  <bdi>{key.name}</bdi>
                </th>
                <td>{key.scope === 'READ' ? 'Read' : 'Write'}</td>
                <td>
                  <time dateTime={key.createdAt}>{formatDateTime(key.createdAt)}</time>
                </td>
                <td>
                  {key.lastUsedAt ? (
                    <time dateTime={key.lastUsedAt}>{formatDateTime(key.lastUsedAt)}</time>
                  ) : (
                    'Never'
                  )}
                </td>
                <td>
                  <ConfirmDialog
                    label="Revoke"
                    triggerLabel={`Revoke ${key.name}`}
                    title={`Revoke ${key.name}?`}
                    confirm="Yes, revoke"
                    isDisabled={revoke.isPending}
                    onConfirm={() => revoke.mutate({ id: key.id })}
                  >
                    Scripts using this key stop working at once, its open streams included. This cannot be
                    undone.
                  </ConfirmDialog>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {revoke.error ? <ErrorNotice error={revoke.error} /> : null}
    </>
  );
}
