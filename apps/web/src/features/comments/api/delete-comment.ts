import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  changeCommentCount,
  hasCachedComment,
  removeCachedComment,
  showsCachedComment,
} from './comment-cache';

export type DeleteCommentVariables = { postId: string; commentId: string };

export const deleteComment = ({ commentId }: DeleteCommentVariables): Promise<unknown> =>
  apiClient.delete(`/comment/${encodeURIComponent(commentId)}`);

export const deleteCommentMutationOptions = () =>
  mutationOptions({ mutationKey: ['comments', 'delete'], mutationFn: deleteComment });

/** The comment's author or the post's author removes it; the counts follow. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCommentMutationOptions(),
    onSuccess: (_data, { postId, commentId }) => {
      // Gone already: the live events came first and set the post's count too.
      const counted =
        hasCachedComment(queryClient, postId, commentId) !== undefined &&
        !showsCachedComment(queryClient, postId, commentId);
      removeCachedComment(queryClient, postId, commentId);
      if (!counted) changeCommentCount(queryClient, postId, -1);
    },
  });
}
