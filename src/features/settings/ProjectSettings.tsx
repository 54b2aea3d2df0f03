// Project settings: name and description, members and their roles. Everyone in the project reads; ADMIN edits.
// The service keeps at least one ADMIN; the UI does not offer removing or demoting the last one.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import {
  useProjectSettingsQuery,
  boardKeys,
  projectSettingsKeys,
  AddMemberDocument,
  ChangeMemberRoleDocument,
  RemoveMemberDocument,
  UpdateProjectDocument,
} from '../../../generated/hooks';
import type { ProjectSettingsQuery, Role, UpdateProjectInput } from '../../../generated/graphql';
import { errorCode, insertIntoList } from '../../lib/graphql';
import { LIMITS, can, emailError, validateProject, ROLES, ROLE_LABELS } from '../../lib/validation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { fieldErrorsOf, hasFieldErrors, recheck, type FieldErrors } from '../../components/fieldErrors';
import { formatDateTime } from '../../components/format';
import { NotFound } from '../../components/NotFound';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { useDraft } from '../../components/useDraft';
import { changedSince } from '../../components/editBase';
import { notices } from '../../shared/notices/notices';
import { LeaveProject } from './LeaveProject';

export type SettingsProject = NonNullable<ProjectSettingsQuery['project']>;
type Project = SettingsProject;
type Member = Project['members'][number];

const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export interface ProjectSettingsProps {
  projectKey: string;
  /** What else an admin manages here, below the members (the page adds the project's archive). */
  adminSections?: (project: SettingsProject) => ReactNode;
  /** What every member reads here below the members, and an admin of an active project changes (the labels). */
  sections?: (project: SettingsProject, canChange: boolean) => ReactNode;
}

export function ProjectSettings({ projectKey, adminSections, sections }: ProjectSettingsProps) {
  const settings = useProjectSettingsQuery({ key: projectKey });
  if (settings.data?.project === null || errorCode(settings.error) === 'NOT_FOUND')
    return <NotFound what="project" />;
  const project = settings.data?.project;
  if (!project) {
    if (settings.error) {
      return (
        <ErrorNotice
          title="Could not load the settings."
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      );
    }
    return <Skeleton lines={5} label="Loading the settings" />;
  }
  const isAdmin = can(project.viewerRole, 'manageMembers');
  // An archived project is read-only: its name and members show as facts until an admin restores it.
  const canChange = isAdmin && !project.archivedAt;
  return (
    <div className="settings">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={`/p/${project.key}`}>{project.name}</Link> <span aria-hidden="true">/</span> Settings
      </nav>
      <h1>Settings</h1>
      {settings.error ? <ErrorNotice error={settings.error} onRetry={() => settings.refetch()} /> : null}
      {canChange ? <ProjectForm project={project} /> : <ProjectFacts project={project} />}
      <Members project={project} isAdmin={canChange} />
      {sections?.(project, canChange)}
      {isAdmin ? adminSections?.(project) : null}
      {/* Leaving is always possible, an archived project too: nobody stays in a project against their will. */}
      <LeaveProject projectKey={project.key} projectName={project.name} />
    </div>
  );
}

function ProjectFacts({ project }: { project: Project }) {
  return (
    <section aria-labelledby="project-heading" className="panel">
      <h2 id="project-heading">Project</h2>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{project.name}</dd>
        <dt>Key</dt>
        <dd>{project.key}</dd>
        <dt>Description</dt>
        <dd className="prewrap" dir="auto">
          {project.description || 'No description'}
        </dd>
      </dl>
    </section>
  );
}

interface ProjectFields {
  name: string;
  description: string;
}

function ProjectForm({ project }: { project: Project }) {
  const current: ProjectFields = { name: project.name, description: project.description };
  // Save sends only what this person changed (src/components/editBase.ts), so another admin's change meanwhile stays.
  const [edits, setEdits, clearDraft] = useDraft<{ fields: ProjectFields | null; base?: ProjectFields }>(
    `project-edits:${project.key}`,
    { fields: null },
  );
  const draft = edits.fields ?? current;
  const setDraft = (change: (d: ProjectFields) => ProjectFields) =>
    setEdits((e) => ({ fields: change(e.fields ?? current), base: e.fields ? e.base : current }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useIntentMutation(UpdateProjectDocument, {
    onSuccess: () => {
      clearDraft();
      // Over the page, as every passing message: the form stays where it is.
      notices.show({ text: 'Saved', tone: 'done', path: window.location.pathname });
    },
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProject({ name: draft.name, description: draft.description });
    setErrors(found);
    if (hasFieldErrors(found)) return;
    const input: UpdateProjectInput = { key: project.key };
    for (const field of changedSince(edits.base ?? current, { ...draft, name: draft.name.trim() })) {
      if (field === 'name') input.name = draft.name.trim();
      else input.description = draft.description;
    }
    // Nothing changed is nothing sent.
    if (Object.keys(input).length === 1) return clearDraft();
    update.mutate({ input });
  };
  return (
    <section aria-labelledby="project-heading" className="panel">
      <h2 id="project-heading">Project</h2>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          value={draft.name}
          onChange={(name) => {
            setDraft((d) => ({ ...d, name }));
            setErrors((prev) => recheck(prev, 'name', validateProject({ name })));
          }}
          error={errors['name']}
          maxLength={LIMITS.projectNameMax}
          trimmed
        />
        <TextField
          label="Description"
          name="description"
          multiline
          value={draft.description}
          onChange={(description) => {
            setDraft((d) => ({ ...d, description }));
            setErrors((prev) => recheck(prev, 'description', validateProject({ description })));
          }}
          error={errors['description']}
          maxLength={LIMITS.projectDescriptionMax}
        />
        {update.error && !hasFieldErrors(fieldErrorsOf(update.error)) ? (
          <ErrorNotice error={update.error} />
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={update.isPending}>
            Save
          </button>
        </div>
      </form>
    </section>
  );
}

function Members({ project, isAdmin }: { project: Project; isAdmin: boolean }) {
  const admins = project.members.filter((m) => m.role === 'ADMIN').length;
  return (
    <section aria-labelledby="members-heading" className="panel">
      <h2 id="members-heading">Members</h2>
      <table className="members">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            {isAdmin ? (
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {project.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              projectKey={project.key}
              isAdmin={isAdmin}
              isLastAdmin={member.role === 'ADMIN' && admins === 1}
            />
          ))}
        </tbody>
      </table>
      {isAdmin ? <AddMemberForm projectKey={project.key} /> : null}
    </section>
  );
}

function MemberRow({
  member,
  projectKey,
  isAdmin,
  isLastAdmin,
}: {
  member: Member;
  projectKey: string;
  isAdmin: boolean;
  isLastAdmin: boolean;
}) {
  const queryClient = useQueryClient();
  const change = useIntentMutation(ChangeMemberRoleDocument);
  const remove = useIntentMutation(RemoveMemberDocument, {
    onSuccess: () => {
      void projectSettingsKeys.invalidate(queryClient, { key: projectKey });
      void boardKeys.invalidate(queryClient);
    },
  });
  return (
    <tr>
      <th scope="row" dir="auto">
        {member.user.name}
      </th>
      <td>{member.user.email}</td>
      <td>
        {isAdmin && !isLastAdmin ? (
          <SelectField
            label={`Role of ${member.user.name}`}
            hideLabel
            options={roleOptions}
            value={member.role}
            onChange={(role) => change.mutate({ projectKey, userId: member.user.id, role: role as Role })}
            error={change.error ? change.error.message : undefined}
          />
        ) : (
          ROLE_LABELS[member.role]
        )}
      </td>
      <td>{formatDateTime(member.joinedAt)}</td>
      {isAdmin ? (
        <td>
          {!isLastAdmin ? (
            <ConfirmDialog
              label="Remove"
              triggerLabel={`Remove ${member.user.name}`}
              title={`Remove ${member.user.name} from the project?`}
              confirm="Yes, remove"
              cancel="Keep them"
              onConfirm={() => remove.mutate({ projectKey, userId: member.user.id })}
              isDisabled={remove.isPending}
            >
              <p>
                They lose access to this project at once and their tasks become unassigned. You can add them
                again later.
              </p>
            </ConfirmDialog>
          ) : (
            <span className="muted">Last admin</span>
          )}
          {remove.error ? <ErrorNotice error={remove.error} /> : null}
        </td>
      ) : null}
    </tr>
  );
}

function AddMemberForm({ projectKey }: { projectKey: string }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('MEMBER');
  const [error, setError] = useState<string | undefined>();
  const add = useIntentMutation(AddMemberDocument, {
    onSuccess: ({ addMember }) => {
      insertIntoList(queryClient, 'ProjectSettings', ['project', 'members'], addMember, {
        where: (v) => v['key'] === projectKey,
      });
      void boardKeys.invalidate(queryClient);
      setEmail('');
    },
    onError: (err) => setError(fieldErrorsOf(err)['email']),
  });
  const onEmail = (next: string) => {
    setEmail(next);
    if (error) setError(emailError(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    add.mutate({ projectKey, email: email.trim(), role });
  };
  return (
    <form className="form add-member" onSubmit={submit} noValidate aria-label="Add a member">
      <h3>Add a member</h3>
      <div className="form-row">
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={onEmail}
          error={error}
          maxLength={LIMITS.emailMax}
          trimmed
        />
        <SelectField label="Role" options={roleOptions} value={role} onChange={(r) => setRole(r as Role)} />
      </div>
      {add.error && !error ? <ErrorNotice error={add.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          Add member
        </button>
      </div>
    </form>
  );
}
