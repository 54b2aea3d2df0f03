-- The event log keeps references, not text (server/events/log.ts LoggedEvent): a reader gets each entity as it is
-- now, so a deleted comment, an edited comment's first draft, a deleted task's title or a removed member's email is
-- never handed out again. Events written before this keep only what the new form holds.
UPDATE project_events SET payload = jsonb_build_object(
  'kind', kind,
  'projectId', payload->>'projectId',
  'projectKey', payload->>'projectKey',
  'deletedId', payload->'deletedId',
  'taskId', payload->'taskId',
  'changedFields', COALESCE(payload->'changedFields', '[]'::jsonb),
  'userId', payload->'userId',
  'status', payload->'task'->'status',
  'taskRef', payload->'task'->'id',
  'commentRef', payload->'comment'->'id',
  'memberRef', payload->'member'->'userId',
  'projectRef', COALESCE(jsonb_typeof(payload->'project') = 'object', false)
)
WHERE NOT payload ? 'taskRef';
