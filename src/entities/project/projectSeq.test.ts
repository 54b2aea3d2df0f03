// Where a project's stream starts, from what a real TanStack cache holds of the project.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { useProjectSettingsQuery } from '../../../generated/hooks';
import type { ProjectSettingsQuery } from '../../../generated/graphql';
import { recordApplied, resumePoint } from './projectSeq';

const settings = (seq: number): ProjectSettingsQuery => ({
  project: {
    __typename: 'Project',
    id: 'p1',
    key: 'LAN',
    name: 'Lanes',
    description: '',
    viewerRole: 'ADMIN',
    archivedAt: null,
    seq,
    members: [],
    labels: [],
  },
});

describe('resumePoint', () => {
  test('a settings screen opened first resumes from the seq its result was fetched at', () => {
    const queryClient = new QueryClient();
    expect(resumePoint(queryClient, 'LAN')).toBeNull();
    queryClient.setQueryData(useProjectSettingsQuery.key({ key: 'LAN' }), settings(12));
    expect(resumePoint(queryClient, 'LAN')).toBe(12);
    expect(resumePoint(queryClient, 'OPS')).toBeNull();
    // Once the stream has applied later events, it comes back from the last one.
    recordApplied(queryClient, 'LAN', 15);
    expect(resumePoint(queryClient, 'LAN')).toBe(15);
  });

  test('while the settings result is loading, the stream waits for its seq', () => {
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery({
      queryKey: useProjectSettingsQuery.key({ key: 'LAN' }),
      queryFn: () => new Promise<ProjectSettingsQuery>(() => {}),
    });
    expect(resumePoint(queryClient, 'LAN')).toBeUndefined();
  });
});
