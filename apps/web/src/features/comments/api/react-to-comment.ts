import type { Comment, CommentReactionResult } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { apiClient, failureReason } from '@/lib/api-client';
import { updateCachedComment } from './comment-cache';

export type CommentReactionKind = 'like' | 'hug';
export type ReactToCommentVariables = { kind: CommentReactionKind; active: boolean };

const flagOf = { like: 'liked', hug: 'hugged' } as const;
const countOf = { like: 'likes', hug: 'hugs' } as const;

export function withCommentReaction(
  comment: Comment,
  kind: CommentReactionKind,
  active: boolean,
): Comment {
  const flag = flagOf[kind];
  if (comment.viewer[flag] === active) return comment;
  const count = countOf[kind];
  return {
    ...comment,
    viewer: { ...comment.viewer, [flag]: active },
    counts: { ...comment.counts, [count]: Math.max(0, comment.counts[count] + (active ? 1 : -1)) },
  };
}

export const reactToComment = (commentId: string, { kind, active }: ReactToCommentVariables) =>
  apiClient.post<CommentReactionResult>(`/comment/${encodeURIComponent(commentId)}/react`, {
    kind,
    active,
  });

const commentScope = (commentId: string) => ({ id: `comment:${commentId}` });

export const reactToCommentMutationOptions = (commentId: string) =>
  mutationOptions({
    mutationKey: ['comments', 'react', commentId],
    mutationFn: (variables: ReactToCommentVariables) => reactToComment(commentId, variables),
    // Clicks on one comment reach the server in order.
    scope: commentScope(commentId),
  });

/** Like or hug a comment at once; a failure puts it back and says so. */
export function useReactToComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const update = (change: (comment: Comment) => Comment) =>
    updateCachedComment(queryClient, postId, commentId, change);

  return useMutation({
    ...reactToCommentMutationOptions(commentId),
    onMutate: ({ kind, active }) => update((c) => withCommentReaction(c, kind, active)),
    onError: (error, { kind, active }) => {
      update((c) => withCommentReaction(c, kind, !active));
      toast({
        variant: 'destructive',
        title: 'Your reaction was not saved',
        description: failureReason(error, 'Check your connection and try again.'),
      });
    },
    onSuccess: ({ counts, viewer }) => {
      const pending = queryClient.isMutating({
        predicate: (mutation) => mutation.options.scope?.id === commentScope(commentId).id,
      });
      if (pending <= 1) update((c) => ({ ...c, counts, viewer }));
    },
  });
}
