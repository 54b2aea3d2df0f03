// A task's labels as chips: colored (per color and theme, by CSS custom properties), with the name in text. A task
// names its labels by id against its project's, so a rename or a deletion shows on every card at once, and an id the
// project no longer has shows nothing.
import type { LabelFieldsFragment } from '../../../generated/graphql';

/** The project's labels the task carries, in the project's order. */
export function labelsOn(
  ids: readonly string[] | undefined,
  labels: readonly LabelFieldsFragment[] | undefined,
): LabelFieldsFragment[] {
  return ids?.length ? (labels ?? []).filter((label) => ids.includes(label.id)) : [];
}

export function LabelChip({ label }: { label: Pick<LabelFieldsFragment, 'name' | 'color'> }) {
  return (
    <span className="label-chip" data-color={label.color} dir="auto">
      {label.name}
    </span>
  );
}

export function LabelChips(props: {
  ids: readonly string[] | undefined;
  labels: readonly LabelFieldsFragment[] | undefined;
}) {
  const shown = labelsOn(props.ids, props.labels);
  if (shown.length === 0) return null;
  return (
    <span className="label-chips">
      <span className="sr-only">Labels: </span>
      {/* Spaces between the chips: a screen reader then says each name apart; the flex layout drops them. */}
      {shown.map((label) => [' ', <LabelChip key={label.id} label={label} />])}
    </span>
  );
}
