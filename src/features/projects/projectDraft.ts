// What "New project" keeps while it is being written (a sessionStorage draft, ui/useDraft.ts). Its own module so the
// trigger (NewProjectDialog.tsx) does not load the dialog (NewProjectModal.tsx) to know the draft's shape.

/** keyEdited: once the user types a key, the name stops suggesting one. */
export const EMPTY_PROJECT = { key: '', name: '', description: '', keyEdited: false };
export type ProjectDraft = typeof EMPTY_PROJECT;
