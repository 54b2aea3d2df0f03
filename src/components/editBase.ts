// A form's changes carried onto a newer version, so saving never sends back a field only someone else changed.

/** The fields whose value differs from the base: what this person changed, and all a save should send. */
export function changedSince<T extends object>(base: T, edited: T): (keyof T)[] {
  return (Object.keys(edited) as (keyof T)[]).filter((field) => !Object.is(base[field], edited[field]));
}

export interface Rebased<T> {
  /** The edits on top of `current`: fields this person did not change take their current value. */
  fields: T;
  /** Fields both changed, to different values: the form keeps this person's value until they choose. */
  both: (keyof T)[];
}

/** Carries edits made from `base` onto `current` (after a version conflict): the new base is `current`. */
export function rebaseEdits<T extends object>(base: T, edited: T, current: T): Rebased<T> {
  const fields = { ...current };
  const both: (keyof T)[] = [];
  for (const field of changedSince(base, edited)) {
    fields[field] = edited[field];
    if (!Object.is(current[field], base[field]) && !Object.is(current[field], edited[field]))
      both.push(field);
  }
  return { fields, both };
}
