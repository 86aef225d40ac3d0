import type { Post } from '@app/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { findCachedPost } from '@/lib/post-cache';
import { postKeys } from '@/lib/query-keys';

export async function getPost(id: string, signal?: AbortSignal): Promise<Post> {
  const data = await apiClient.get<{ post: Post }>(`/post/${encodeURIComponent(id)}`, { signal });
  return data.post;
}

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });

/** One post; a copy from a list already in the cache shows while it loads. */
export function usePost(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...postQueryOptions(id),
    placeholderData: () => findCachedPost(queryClient, id),
  });
}
