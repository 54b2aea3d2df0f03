// A label someone filters the board by, renamed or deleted by an admin meanwhile (docs/product.md §14): the address
// follows the label itself, so the board shows that label's tasks under its new name, and a deleted label leaves the
// filter. Each name is remembered by its label's id while it names one.
import { useEffect, useRef } from 'react';
import type { LabelFieldsFragment } from '../../../generated/graphql';
import type { BoardFilters } from '../../entities/task/boardFilters';

export function useFollowLabels(
  filters: BoardFilters,
  labels: readonly LabelFieldsFragment[] | undefined,
  onFilters: (filters: BoardFilters) => void,
): void {
  const ids = useRef(new Map<string, string>());
  const latest = useRef({ filters, onFilters });
  useEffect(() => {
    latest.current = { filters, onFilters };
  });
  const names = filters.labels.join('\n');
  useEffect(() => {
    if (!labels) return;
    const { filters: now, onFilters: apply } = latest.current;
    const next = now.labels.flatMap((name) => {
      const lower = name.toLowerCase();
      const named = labels.find((label) => label.name.toLowerCase() === lower);
      // A name that names a label, or never named one here (it matches nothing), stays as asked.
      if (named || !ids.current.has(lower)) {
        if (named) ids.current.set(lower, named.id);
        return [name];
      }
      const label = labels.find((l) => l.id === ids.current.get(lower));
      if (label) ids.current.set(label.name.toLowerCase(), label.id);
      return label ? [label.name] : [];
    });
    if (next.join('\n') !== names) apply({ ...now, labels: next });
  }, [labels, names]);
}
