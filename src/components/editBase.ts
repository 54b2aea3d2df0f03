// What a form's save sends: only the fields this person changed, never one only someone else changed meanwhile.

/** The fields whose value differs from the base: what this person changed, and all a save should send. */
export function changedSince<T extends object>(base: T, edited: T): (keyof T)[] {
  return (Object.keys(edited) as (keyof T)[]).filter((field) => !Object.is(base[field], edited[field]));
}
