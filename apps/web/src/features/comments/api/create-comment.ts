import type { Comment, Visibility } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, NetworkError } from '@/lib/api-client';
import { appendCachedComment, changeCommentCount } from './comment-cache';

export type CreateCommentVariables = {
  postId: string;
  content: string;
  visibility: Visibility;
  /** The seed sends the current user's id; the server ignores it and reads the token. */
  authorId: string;
  idempotencyKey: string;
};

export async function createComment({
  postId,
  content,
  visibility,
  authorId,
  idempotencyKey,
}: CreateCommentVariables): Promise<Comment> {
  const data = await apiClient.post<{ comment: Comment }>(
    '/comment/new',
    {
      comment: {
        content,
        post: postId,
        author: authorId,
        likes: [],
        is_deleted: false,
        visibility,
      },
    },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return data.comment;
}

export const createCommentMutationOptions = () =>
  mutationOptions({
    mutationKey: ['comments', 'create'],
    mutationFn: createComment,
    retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
  });

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCommentMutationOptions(),
    onSuccess: (comment, { postId }) => {
      appendCachedComment(queryClient, postId, comment);
      changeCommentCount(queryClient, postId, 1);
    },
  });
}
