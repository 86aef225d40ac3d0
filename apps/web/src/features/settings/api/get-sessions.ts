import type { Session } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

/** The devices signed in to my account; `current` marks the one asking. */
export const getSessions = (signal?: AbortSignal) =>
  apiClient.get<{ sessions: Session[] }>('/auth/sessions', { signal });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
