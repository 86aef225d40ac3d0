import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changeCommentCount, updateCachedComment } from './comment-cache';

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
      updateCachedComment(queryClient, postId, commentId, () => null);
      changeCommentCount(queryClient, postId, -1);
    },
  });
}
