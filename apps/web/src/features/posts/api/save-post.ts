import type { Post } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { apiClient } from '@/lib/api-client';
import { type PostPages, updateCachedPost } from '@/lib/post-cache';
import { postKeys } from '@/lib/query-keys';
import {
  failureDescription,
  forgetPostIfGone,
  isLastInScope,
  postScope,
} from './post-mutation-scope';

export type SavePostVariables = { postId: string; active: boolean };

export const savePost = ({ postId, active }: SavePostVariables) =>
  apiClient.post<{ saved: boolean }>(`/post/${encodeURIComponent(postId)}/save`, { active });

const withSaved = (post: Post, saved: boolean): Post =>
  post.viewer.saved === saved ? post : { ...post, viewer: { ...post.viewer, saved } };

type SavedSlot = { page: number; index: number; post: Post };

/** Where the post sits in the Saved list, to put it back there if unsaving fails. */
function findSavedSlot(data: PostPages | undefined, postId: string): SavedSlot | null {
  for (const [page, { postList }] of (data?.pages ?? []).entries()) {
    const index = postList.findIndex((post) => post._id === postId);
    const post = postList[index];
    if (post) return { page, index, post };
  }
  return null;
}

function putBack(data: PostPages | undefined, slot: SavedSlot): PostPages | undefined {
  if (!data?.pages[slot.page]) return data;
  if (data.pages.some((page) => page.postList.some((post) => post._id === slot.post._id))) {
    return data;
  }
  const pages = data.pages.map((page, index) => {
    if (index !== slot.page) return page;
    const postList = [...page.postList];
    postList.splice(slot.index, 0, slot.post);
    return { ...page, postList };
  });
  return { ...data, pages };
}

export const savePostMutationOptions = (postId: string) =>
  mutationOptions({
    mutationKey: ['posts', 'save', postId],
    mutationFn: savePost,
    scope: postScope(postId),
  });

/**
 * Save or unsave: every cached copy shows it at once, and unsaving takes the post off
 * the Saved list. A failure restores both and says so.
 */
export function useSavePost(postId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    ...savePostMutationOptions(postId),
    onMutate: ({ active }) => {
      const slot = findSavedSlot(queryClient.getQueryData<PostPages>(postKeys.saved()), postId);
      updateCachedPost(queryClient, postId, (post) => withSaved(post, active));
      if (!active) updateCachedPost(queryClient, postId, () => null, postKeys.saved());
      return { slot };
    },
    onError: (error, { active }, context) => {
      updateCachedPost(queryClient, postId, (post) => withSaved(post, !active));
      const slot = context?.slot;
      if (!active && slot) {
        queryClient.setQueryData<PostPages>(postKeys.saved(), (data) =>
          putBack(data, { ...slot, post: withSaved(slot.post, true) }),
        );
      }
      forgetPostIfGone(queryClient, postId, error);
      toast({
        variant: 'destructive',
        title: active ? 'The post was not saved' : 'The post was not removed from Saved',
        description: failureDescription(error),
      });
    },
    onSuccess: ({ saved }) => {
      if (!isLastInScope(queryClient, postId)) return;
      updateCachedPost(queryClient, postId, (post) => withSaved(post, saved));
    },
    onSettled: (_data, _error, { active }) => {
      // A newly saved post belongs at the top of Saved: that list is read again when shown.
      if (active) void queryClient.invalidateQueries({ queryKey: postKeys.saved() });
    },
  });
}
