import type { Post, UpdatePostInput } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { noteAnonymousPostingRevoked } from '@/features/auth';
import { apiClient } from '@/lib/api-client';
import { updateCachedPost } from '@/lib/post-cache';
import { postKeys } from '@/lib/query-keys';

export type UpdatePostVariables = { id: string; input: UpdatePostInput };

export async function updatePost({ id, input }: UpdatePostVariables): Promise<Post> {
  const data = await apiClient.put<{ post: Post }>(`/post/${encodeURIComponent(id)}`, input);
  return data.post;
}

export const updatePostMutationOptions = () =>
  mutationOptions({ mutationKey: ['posts', 'update'], mutationFn: updatePost });

/** Writes the edited post into every cached copy; lists filtered by author refetch. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updatePostMutationOptions(),
    onSuccess: (post) => {
      updateCachedPost(queryClient, post._id, () => post);
      queryClient.setQueryData(postKeys.detail(post._id), post);
      void queryClient.invalidateQueries({ queryKey: postKeys.lists(), refetchType: 'none' });
    },
    // Turning a post anonymous needs the right too: a 403 makes the form explain it.
    onError: (error) => {
      noteAnonymousPostingRevoked(queryClient, error);
    },
  });
}
