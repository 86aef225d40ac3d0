import type { SuggestionsResult } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

/**
 * Under userKeys.all, so that following someone from the list updates it (patchUser). The
 * key is not in query-keys.ts: that module is part of the sign-in page, whose budget has
 * no bytes to spare.
 */
const suggestionsKey = (limit: number) => [...userKeys.all, 'suggestions', limit] as const;

/** People to follow: those my followees follow, then popular accounts. */
export async function getSuggestions(limit: number, signal?: AbortSignal) {
  const data = await apiClient.get<Partial<SuggestionsResult> | undefined>(
    `/user/suggestions?limit=${limit}`,
    { signal },
  );
  // A side panel shows an error with Retry for an answer it cannot read, never a crash.
  const { userList } = readList(data, 'userList');
  return { userList };
}

export const suggestionsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: suggestionsKey(limit),
    queryFn: ({ signal }) => getSuggestions(limit, signal),
  });

export function useSuggestions(limit: number) {
  return useQuery(suggestionsQueryOptions(limit));
}
