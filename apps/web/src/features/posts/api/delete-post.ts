import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeCachedPost } from '@/lib/post-cache';
import { commentKeys } from '@/lib/query-keys';

export const deletePost = (id: string): Promise<unknown> =>
  apiClient.delete(`/post/${encodeURIComponent(id)}`);

export const deletePostMutationOptions = () =>
  mutationOptions({ mutationKey: ['posts', 'delete'], mutationFn: deletePost });

/** Takes the post out of every cached list, with its comments. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePostMutationOptions(),
    onSuccess: (_data, id) => {
      removeCachedPost(queryClient, id);
      queryClient.removeQueries({ queryKey: commentKeys.list(id) });
    },
  });
}
