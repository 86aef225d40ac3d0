import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

export type MutedWords = { words: string[] };

/** Words whose posts and comments the server leaves out of what I see. */
export const getMutedWords = (signal?: AbortSignal) =>
  apiClient.get<MutedWords>('/user/muted-words', { signal });

export const mutedWordsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.mutedWords(),
    queryFn: ({ signal }) => getMutedWords(signal),
  });

export function useMutedWords() {
  return useQuery(mutedWordsQueryOptions());
}
