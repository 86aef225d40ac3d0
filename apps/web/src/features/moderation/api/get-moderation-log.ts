import type { ModerationLogEntry } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { moderationKeys } from '@/lib/query-keys';

/** What moderators did, newest first. */
export const getModerationLog = (signal?: AbortSignal) =>
  apiClient.get<{ entries: ModerationLogEntry[] }>('/moderation/log', { signal });

export const moderationLogQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.log(),
    queryFn: ({ signal }) => getModerationLog(signal),
  });

export function useModerationLog() {
  return useQuery(moderationLogQueryOptions());
}
