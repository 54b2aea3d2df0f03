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
import { LIMITS, can, canChangeComment, validateComment } from '../../lib/validation';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Markdown } from '../ui/Markdown';
import { ErrorNotice } from '../ui/ErrorNotice';
import { fieldErrorsOf } from '../ui/fieldErrors';
import { formatDateTime } from '../ui/format';
import { TextField } from '../ui/TextField';
import { useIntentMutation } from '../live/useIntentMutation';
import { useDraft } from '../ui/useDraft';
import { PendingNotice } from '../live/PendingNotice';

type Task = NonNullable<TaskQuery['task']>;
type Comment = Task['comments'][number];

export function CommentList({ task }: { task: Task }) {
  const viewer = useViewerQuery(undefined, { fetchPolicy: 'cache-first' });
  const viewerId = viewer.data?.viewer?.id ?? '';
  const role = task.project.viewerRole;
  return (
    // No aria-labelledby on purpose: a region named "Comments" would also answer to the label "Comment".
    <section className="comments">
      <h2>Comments</h2>
      {task.comments.length === 0 ? <p className="muted">No comments yet.</p> : null}
      <ol className="comment-list">
        {task.comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} role={role} viewerId={viewerId} />
        ))}
      </ol>
      {can(role, 'comment') ? <AddCommentForm task={task} /> : null}
    </section>
  );
}

function CommentItem({ comment, role, viewerId }: { comment: Comment; role: Role; viewerId: string }) {
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
    const found = validateComment({ body });
    setError(found.body);
    if (found.body) return;
    edit.mutate({ id: comment.id, body: body.trim() });
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
        <Markdown className="comment-body" text={comment.body} />
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

function AddCommentForm({ task }: { task: Task }) {
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
    const found = validateComment({ body });
    setError(found.body);
    if (found.body) return;
    add.mutate({ taskId: task.id, body: body.trim() });
  };
  return (
    <form className="form add-comment" onSubmit={submit} noValidate>
      <CommentBodyField
        label="Comment"
        body={body}
        setBody={setBody}
        error={error}
        setError={setError}
        description="Markdown: **bold**, *italic*, `code`, [links](https://…), - lists"
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

interface CommentBodyFieldProps {
  label: string;
  body: string;
  setBody: (body: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  autoFocus?: boolean;
  description?: string;
}

/** A comment's body, for adding and editing alike: counted against its limit, its message gone once it is fixed. */
function CommentBodyField({ label, body, setBody, error, setError, ...rest }: CommentBodyFieldProps) {
  return (
    <TextField
      label={label}
      name="body"
      multiline
      value={body}
      onChange={(next) => {
        setBody(next);
        if (error) setError(validateComment({ body: next }).body);
      }}
      error={error}
      maxLength={LIMITS.commentBodyMax}
      {...rest}
    />
  );
}
