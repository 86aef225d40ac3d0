import type { Post, PostReactionKind, PostReactionResult } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { apiClient } from '@/lib/api-client';
import { updateCachedPost } from '@/lib/post-cache';
import {
  failureDescription,
  forgetPostIfGone,
  isLastInScope,
  postScope,
} from './post-mutation-scope';

export type ReactToPostVariables = { postId: string; kind: PostReactionKind; active: boolean };

/** Sends the wanted state, not a toggle, so a retried or reordered request cannot flip it. */
export const reactToPost = ({ postId, kind, active }: ReactToPostVariables) =>
  apiClient.post<PostReactionResult>(`/post/${encodeURIComponent(postId)}/react`, {
    kind,
    active,
  });

const flagOf = { like: 'liked', hug: 'hugged', share: 'shared' } as const;
const countOf = { like: 'likes', hug: 'hugs', share: 'shares' } as const;

/** The post as it looks once the viewer's reaction is on (or off). */
export function withReaction(post: Post, kind: PostReactionKind, active: boolean): Post {
  const flag = flagOf[kind];
  if (post.viewer[flag] === active) return post;
  const count = countOf[kind];
  return {
    ...post,
    viewer: { ...post.viewer, [flag]: active },
    counts: { ...post.counts, [count]: Math.max(0, post.counts[count] + (active ? 1 : -1)) },
  };
}

export const reactToPostMutationOptions = (postId: string) =>
  mutationOptions({
    mutationKey: ['posts', 'react', postId],
    mutationFn: reactToPost,
    scope: postScope(postId),
  });

/**
 * Like, hug or share: every cached copy of the post changes at once; a failure puts
 * the reaction back as it was and says so.
 */
export function useReactToPost(postId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    ...reactToPostMutationOptions(postId),
    onMutate: ({ kind, active }) => {
      updateCachedPost(queryClient, postId, (post) => withReaction(post, kind, active));
    },
    onError: (error, { kind, active }) => {
      updateCachedPost(queryClient, postId, (post) => withReaction(post, kind, !active));
      forgetPostIfGone(queryClient, postId, error);
      toast({
        variant: 'destructive',
        title: 'Your reaction was not saved',
        description: failureDescription(error),
      });
    },
    onSuccess: ({ counts, viewer }) => {
      if (!isLastInScope(queryClient, postId)) return;
      updateCachedPost(queryClient, postId, (post) => ({ ...post, counts, viewer }));
    },
  });
}
