// What must and must not compile for the generated hooks. Checked by `tsc` (npm run typecheck); nothing here runs.
import type { GraphQLFormattedError } from 'graphql';
import type { QueryClient } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import type {
  BoardQuery,
  BoardQueryVariables,
  MoveTaskMutation,
  MoveTaskMutationVariables,
  TaskStatus,
  ViewerQuery,
} from '../../generated/graphql';
import {
  boardKeys,
  useBoardQuery,
  useMoveTaskMutation,
  useViewerQuery,
  viewerKeys,
} from '../../generated/hooks';
import type { GraphQLQueryKey } from '../../src/lib/graphql';

export function keyChecks(queryClient: QueryClient) {
  expectTypeOf(boardKeys.all).toEqualTypeOf<readonly ['Board']>();
  expectTypeOf(boardKeys.byVariables({ key: 'LAN' })).toEqualTypeOf<
    readonly ['Board', BoardQueryVariables]
  >();
  // @ts-expect-error Board's variables need `key`
  boardKeys.byVariables({});
  void boardKeys.invalidate(queryClient, { key: 'LAN' });
  // @ts-expect-error no such variable
  void boardKeys.invalidate(queryClient, { nope: 1 });
  void viewerKeys.invalidate(queryClient);
}

export function useTypeChecks() {
  const board = useBoardQuery({ key: 'LAN' });
  expectTypeOf(board.data).toEqualTypeOf<BoardQuery | undefined>();
  expectTypeOf(board.error).toEqualTypeOf<Error | null>();
  expectTypeOf(board.errors).toEqualTypeOf<readonly GraphQLFormattedError[] | undefined>();
  // Selections are typed down to the leaves, __typename included.
  expectTypeOf<
    NonNullable<BoardQuery['project']>['todo']['edges'][number]['node']['status']
  >().toEqualTypeOf<TaskStatus>();
  expectTypeOf<NonNullable<BoardQuery['project']>['__typename']>().toEqualTypeOf<'Project'>();

  // @ts-expect-error Board has a required variable: the variables are required
  useBoardQuery();
  // @ts-expect-error `key` is a String
  useBoardQuery({ key: 1 });
  // @ts-expect-error no such variable
  useBoardQuery({ key: 'LAN', nope: true });
  useBoardQuery({ key: 'LAN', priority: 'HIGH', first: 10 });
  // @ts-expect-error not a Priority
  useBoardQuery({ key: 'LAN', priority: 'SOMEDAY' });

  // Viewer has no variables: they may be left out.
  expectTypeOf(useViewerQuery().data).toEqualTypeOf<ViewerQuery | undefined>();

  useBoardQuery({ key: 'LAN' }, { fetchPolicy: 'cache-and-network', errorPolicy: 'all', enabled: false });
  // @ts-expect-error not a fetch policy
  useBoardQuery({ key: 'LAN' }, { fetchPolicy: 'cache-and-netwerk' });
  // @ts-expect-error not an error policy
  useBoardQuery({ key: 'LAN' }, { errorPolicy: 'some' });
  // @ts-expect-error the key and the query function belong to the hook
  useBoardQuery({ key: 'LAN' }, { queryKey: ['Board'] });

  expectTypeOf(useBoardQuery.key({ key: 'LAN' })).toEqualTypeOf<GraphQLQueryKey<BoardQueryVariables>>();
  // @ts-expect-error the key needs the same variables as the hook
  useBoardQuery.key();

  const move = useMoveTaskMutation({
    optimisticResponse: (variables) => {
      expectTypeOf(variables).toEqualTypeOf<MoveTaskMutationVariables>();
      return {
        moveTask: {
          __typename: 'Task',
          id: String(variables.id),
          number: 1,
          key: 'LAN-1',
          title: 'Title',
          status: variables.status,
          priority: 'LOW',
          dueDate: null,
          version: variables.expectedVersion + 1,
          rank: 'a0',
          allowedTransitions: [],
          labelIds: [],
          updatedAt: '2026-01-01T00:00:00.000Z',
          assignee: null,
        },
      };
    },
  });
  expectTypeOf(move.data).toEqualTypeOf<MoveTaskMutation | undefined>();
  expectTypeOf(move.mutateAsync).parameter(0).toEqualTypeOf<MoveTaskMutationVariables>();
  move.mutate({ id: '1', status: 'IN_PROGRESS', expectedVersion: 1 });
  // @ts-expect-error not a TaskStatus
  move.mutate({ id: '1', status: 'DOING', expectedVersion: 1 });
  // @ts-expect-error expectedVersion is required
  move.mutate({ id: '1', status: 'DONE' });
  // @ts-expect-error a mutation never retries on its own
  useMoveTaskMutation({ retry: 3 });
}
