import type { NewPostInput, Post } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { noteAnonymousPostingRevoked } from '@/features/auth';
import { apiClient, NetworkError } from '@/lib/api-client';
import { postKeys } from '@/lib/query-keys';

export type CreatePostVariables = { input: NewPostInput; idempotencyKey: string };

/** The key makes a retry safe: the server answers it with the first post, written once. */
export async function createPost({ input, idempotencyKey }: CreatePostVariables): Promise<Post> {
  const data = await apiClient.post<{ post: Post }>('/post/new', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.post;
}

export const createPostMutationOptions = () =>
  mutationOptions({
    mutationKey: ['posts', 'create'],
    mutationFn: createPost,
    // A lost answer is retried with the same key, so it can never post twice.
    retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
  });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPostMutationOptions(),
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.detail(post._id), post);
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
    // A 403 for anonymous posting: the form explains it from now on.
    onError: (error) => {
      noteAnonymousPostingRevoked(queryClient, error);
    },
  });
}
