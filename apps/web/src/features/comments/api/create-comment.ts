import type { Comment, Visibility } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { noteAnonymousPostingRevoked } from '@/features/auth';
import { apiClient, NetworkError } from '@/lib/api-client';
import { appendCachedComment, changeCommentCount, hasCachedComment } from './comment-cache';

export type CreateCommentVariables = {
  postId: string;
  content: string;
  visibility: Visibility;
  /** The comment this one answers, on the same post. */
  parentId?: string | null;
  /** The seed sends the current user's id; the server ignores it and reads the token. */
  authorId: string;
  idempotencyKey: string;
};

export async function createComment({
  postId,
  content,
  visibility,
  parentId,
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
        ...(parentId ? { parent: parentId } : {}),
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
      // Already in the thread: the live event came first and set the post's count too.
      const counted = hasCachedComment(queryClient, postId, comment._id) === true;
      appendCachedComment(queryClient, postId, comment);
      if (!counted) changeCommentCount(queryClient, postId, 1);
    },
    // A 403 for anonymous commenting: the comment box explains it from now on.
    onError: (error) => {
      noteAnonymousPostingRevoked(queryClient, error);
    },
  });
}
