// docs/product.md §14 "Labels": a label's name and the counts a project and a task may hold, for the settings form, the
// task's label controls and the service alike.
import { charactersOf, collect, first, required, LIMITS, type FieldErrors } from './text';

export const LABEL_COLORS = ['GRAY', 'RED', 'ORANGE', 'YELLOW', 'GREEN', 'BLUE', 'PURPLE', 'PINK'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_MESSAGES = {
  nameRequired: 'A label needs a name',
  nameTooLong: `A label's name is at most ${LIMITS.labelNameMax} characters`,
  tooManyLabels: `A project has at most ${LIMITS.labelsPerProject} labels: delete one to make another`,
  tooManyOnTask: `A task carries at most ${LIMITS.labelsPerTask} labels`,
} as const;

/** "A label named Bug already exists" (names are compared whatever their letter case). */
export function labelTaken(name: string): string {
  return `A label named ${name.trim()} already exists`;
}

/** Whether two label names are the same name (the service's unique index compares them lower-cased). */
export function sameLabelName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A name sent (undefined is not checked, so the rule serves create and rename alike); null is empty. */
export function validateLabel(input: { name?: string | null }): FieldErrors<'name'> {
  return collect<'name'>([
    [
      'name',
      input.name === undefined
        ? undefined
        : first(
            required(
              input.name,
              LIMITS.labelNameMax,
              LABEL_MESSAGES.nameRequired,
              LABEL_MESSAGES.nameTooLong,
            ),
            charactersOf('A label', input.name, 'name'),
          ),
    ],
  ]);
}
