import type { ReportGroup } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { moderationKeys } from '@/lib/query-keys';

export type ReportQueue = { groups: ReportGroup[] };

/** Open reports grouped by target, newest first (moderators only: 403 otherwise). */
export const getReportQueue = (signal?: AbortSignal) =>
  apiClient.get<ReportQueue>('/moderation/reports', { signal });

export const reportQueueQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.reports(),
    queryFn: ({ signal }) => getReportQueue(signal),
  });

export function useReportQueue() {
  return useQuery(reportQueueQueryOptions());
}
