// A task's comments, oldest first, live: add (MEMBER, ADMIN), edit own, delete own (or any, as ADMIN).
// Bodies are Markdown rendered safely (no raw HTML, only http(s)/mailto links); deleting asks once.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useViewerQuery,
  AddCommentDocument,
  EditCommentDocument,
  DeleteCommentDocument,
} from '../../../generated/hooks';
import type { Role, TaskQuery } from '../../../generated/graphql';
import { insertIntoList, removeEntity } from '../../lib/graphql';
import { can, canChangeComment, validateComment } from '../../lib/validation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Markdown } from '../../components/Markdown';
import { ErrorNotice } from '../../components/ErrorNotice';
import { fieldErrorsOf } from '../../components/fieldErrors';
import { formatDateTime } from '../../components/format';
import { CommentBodyField, sentBody, type Mentionable } from './CommentBodyField';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { useDraft } from '../../components/useDraft';
import { PendingNotice } from '../../shared/intents/PendingNotice';

type Task = NonNullable<TaskQuery['task']>;
type Comment = Task['comments'][number];

/** `readOnly`: the task was deleted or its project archived; the comments show, nothing offers to change them. */
export function CommentList({ task, readOnly = false }: { task: Task; readOnly?: boolean }) {
  const viewer = useViewerQuery(undefined, { fetchPolicy: 'cache-first' });
  const viewerId = viewer.data?.viewer?.id ?? '';
  // Read-only reads as a viewer's role: the same checks then take every change away.
  const role = readOnly ? 'VIEWER' : task.project.viewerRole;
  const members = task.project.members.map((m) => m.user);
  return (
    // No aria-labelledby on purpose: a region named "Comments" would also answer to the label "Comment".
    <section className="comments">
      <h2>Comments</h2>
      {task.comments.length === 0 ? <p className="muted">No comments yet.</p> : null}
      <ol className="comment-list">
        {task.comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} role={role} viewerId={viewerId} members={members} />
        ))}
      </ol>
      {can(role, 'comment') ? <AddCommentForm task={task} members={members} /> : null}
    </section>
  );
}

function CommentItem({
  comment,
  role,
  viewerId,
  members,
}: {
  comment: Comment;
  role: Role;
  viewerId: string;
  members: readonly Mentionable[];
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(comment.body);
  const [error, setError] = useState<string | undefined>();
  const edit = useIntentMutation(EditCommentDocument, {
    onSuccess: () => setEditing(false),
    onError: (err) => setError(fieldErrorsOf(err)['body']),
  });
  const remove = useIntentMutation(DeleteCommentDocument, {
    onSuccess: () => removeEntity(queryClient, { __typename: 'Comment', id: comment.id }),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const sent = sentBody(body, members);
    const found = validateComment({ body: sent });
    setError(found.body);
    if (found.body) return;
    edit.mutate({ id: comment.id, body: sent });
  };
  return (
    <li className="comment">
      <p className="comment-meta">
        <strong dir="auto">{comment.author.name}</strong>{' '}
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        {comment.editedAt ? <span className="muted"> (edited)</span> : null}
      </p>
      {editing ? (
        <form className="form" onSubmit={save} noValidate>
          <CommentBodyField
            label="Edit comment"
            body={body}
            setBody={setBody}
            error={error}
            setError={setError}
            members={members}
            autoFocus
          />
          {edit.error && !error ? <ErrorNotice error={edit.error} /> : null}
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setEditing(false)}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={edit.isPending}>
              Save comment
            </button>
          </div>
        </form>
      ) : (
        <Markdown className="comment-body" text={comment.body} mentions={comment.mentions} />
      )}
      {!editing ? (
        <div className="comment-actions">
          {canChangeComment(role, viewerId, comment.author.id, 'edit') ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setBody(comment.body);
                setEditing(true);
              }}
            >
              Edit comment
            </button>
          ) : null}
          {canChangeComment(role, viewerId, comment.author.id, 'delete') ? (
            <ConfirmDialog
              label="Delete comment"
              title="Delete this comment?"
              confirm="Yes, delete"
              cancel="Keep it"
              triggerClassName="link-button"
              onConfirm={() => remove.mutate({ id: comment.id })}
              isDisabled={remove.isPending}
            >
              <p>The comment will be deleted for everyone. This cannot be undone.</p>
            </ConfirmDialog>
          ) : null}
        </div>
      ) : null}
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
    </li>
  );
}

function AddCommentForm({ task, members }: { task: Task; members: readonly Mentionable[] }) {
  const queryClient = useQueryClient();
  const [body, setBody, clearBody] = useDraft(`comment:${task.id}`, '');
  const [error, setError] = useState<string | undefined>();
  const add = useIntentMutation(AddCommentDocument, {
    onSuccess: ({ addComment }) => {
      insertIntoList(queryClient, 'Task', ['task', 'comments'], addComment, {
        where: (v) => v['projectKey'] === task.project.key && v['number'] === task.number,
      });
      clearBody();
    },
    onError: (err) => setError(fieldErrorsOf(err)['body']),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = sentBody(body, members);
    const found = validateComment({ body: sent });
    setError(found.body);
    if (found.body) return;
    add.mutate({ taskId: task.id, body: sent });
  };
  return (
    <form className="form add-comment" onSubmit={submit} noValidate>
      <CommentBodyField
        label="Comment"
        body={body}
        setBody={setBody}
        error={error}
        setError={setError}
        members={members}
        description="Markdown: **bold**, *italic*, `code`, [links](https://…), - lists; @ mentions a member"
      />
      {add.error && !error ? <ErrorNotice error={add.error} onRetry={() => add.retry()} /> : null}
      <PendingNotice isPaused={add.isPaused} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          Add comment
        </button>
      </div>
    </form>
  );
}
