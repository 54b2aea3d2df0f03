// Settings, for an admin: invite links (docs/product.md §14a). A link is made for a role and shown once, to copy; the
// open ones are listed with who made them and how many joined, each revocable at once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CreateInviteDocument,
  RevokeInviteDocument,
  projectInvitesKeys,
  useProjectInvitesQuery,
} from '../../../generated/hooks';
import type { CreateInviteMutation, Role } from '../../../generated/graphql';
import { ROLES, ROLE_LABELS } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { RelativeTime } from '../../components/RelativeTime';
import { SelectField } from '../../components/SelectField';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { notices } from '../../shared/notices/notices';

const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

type Made = CreateInviteMutation['createInvite'];

export function InviteLinks({ projectKey }: { projectKey: string }) {
  const queryClient = useQueryClient();
  const invites = useProjectInvitesQuery({ key: projectKey });
  const [role, setRole] = useState<Role>('MEMBER');
  const [made, setMade] = useState<Made | null>(null);
  const refresh = () => void projectInvitesKeys.invalidate(queryClient, { key: projectKey });
  const create = useIntentMutation(CreateInviteDocument, {
    onSuccess: ({ createInvite }) => {
      setMade(createInvite);
      refresh();
    },
  });
  const revoke = useIntentMutation(RevokeInviteDocument, {
    concurrent: true,
    onSuccess: ({ revokeInvite }) => {
      if (made?.id === revokeInvite) setMade(null);
      refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ projectKey, role });
  };
  const open = invites.data?.project?.invites ?? [];
  // Reached from the board's "Invite people": the section comes into view.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === '#invites') section.current?.scrollIntoView();
  }, []);
  return (
    <section ref={section} aria-labelledby="invites-heading" className="panel" id="invites">
      <h2 id="invites-heading">Invite links</h2>
      <p className="muted">
        Anyone with a link joins with its role, for 7 days or until it is revoked; someone new makes an
        account on the way.
      </p>
      <form className="form-row invite-form" onSubmit={submit} noValidate aria-label="Create an invite link">
        <SelectField
          label="Role for the link"
          options={roleOptions}
          value={role}
          onChange={(r) => setRole(r as Role)}
        />
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          Create invite link
        </button>
      </form>
      {create.error ? <ErrorNotice error={create.error} /> : null}
      {made ? <MadeLink made={made} /> : null}
      {open.length > 0 ? (
        <ul className="invite-list" aria-label="Open invite links">
          {open.map((invite) => (
            <li key={invite.id} className="invite-item">
              <span>
                {ROLE_LABELS[invite.role]} link by <bdi>{invite.createdBy.name}</bdi>,{' '}
                <RelativeTime at={invite.createdAt} />; {invite.joinedCount} joined; ends{' '}
                <time dateTime={invite.expiresAt}>{new Date(invite.expiresAt).toLocaleDateString()}</time>
              </span>
              <button
                type="button"
                className="button"
                aria-label={`Revoke the ${ROLE_LABELS[invite.role]} link by ${invite.createdBy.name}`}
                onClick={() => revoke.mutate({ id: invite.id })}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {revoke.error ? <ErrorNotice error={revoke.error} /> : null}
    </section>
  );
}

/** The link just made: shown this once (the service keeps only its hash), with a button to copy it. */
function MadeLink({ made }: { made: Made }) {
  const url = new URL(made.url, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notices.show({ text: 'Invite link copied', tone: 'done', path: window.location.pathname });
    } catch {
      notices.show({
        text: 'Could not copy: select the link and copy it',
        tone: 'refused',
        path: window.location.pathname,
      });
    }
  };
  return (
    <div className="invite-made">
      <label className="field-label" htmlFor="invite-url">
        New {ROLE_LABELS[made.role]} invite link
      </label>
      <div className="form-row">
        <input
          id="invite-url"
          className="input"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          Copy invite link
        </button>
      </div>
      <p className="field-description">Shown this once: copy it now and send it to the people to invite.</p>
    </div>
  );
}
