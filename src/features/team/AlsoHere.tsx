// "Also here" (docs/product.md §13): the list's stream is the arrival (the service marks its subscriber here), a
// heartbeat at an interval shorter than the service's forgetting a silent browser keeps it, "leaving" when the page
// goes; the others are listed by initials, named in full for screen readers.
import { useEffect, useEffectEvent } from 'react';
import { useAlsoHereSubscription, useHereMutation } from '../../../generated/hooks';
import type { HereMutationVariables } from '../../../generated/graphql';
import { initials } from '../../components/format';

const HEARTBEAT_MS = 10_000;

export function AlsoHere({ projectKey, taskNumber }: { projectKey: string; taskNumber?: number }) {
  // A heartbeat is worth nothing later: offline it fails at once instead of waiting (and being kept) to be sent.
  const here = useHereMutation({ networkMode: 'always' });
  const send = useEffectEvent((variables: HereMutationVariables) => here.mutate(variables));
  useEffect(() => {
    const page = taskNumber ? { projectKey, taskNumber } : { projectKey };
    const timer = setInterval(() => send(page), HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      send({ ...page, leaving: true });
    };
  }, [projectKey, taskNumber]);
  const others = useAlsoHereSubscription(taskNumber ? { projectKey, taskNumber } : { projectKey }).data
    ?.alsoHere;
  if (!others || others.length === 0) return null;
  return (
    <section className="also-here" aria-label="Also here">
      <span className="also-here-label" aria-hidden="true">
        Also here
      </span>
      <ul className="also-here-list">
        {others.map((user) => (
          <li key={user.id} className="avatar" aria-label={user.name} title={user.name}>
            <span aria-hidden="true">{initials(user.name)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
