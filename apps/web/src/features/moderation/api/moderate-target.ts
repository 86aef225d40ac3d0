import type { ModerationAction, ReportGroup, ReportTargetKind } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { commentKeys, moderationKeys, postKeys } from '@/lib/query-keys';
import type { ReportQueue } from './get-report-queue';

export type ModerationTarget = { targetKind: ReportTargetKind; targetId: string };
export type ModerateInput = ModerationTarget & { action: ModerationAction };

/** The path of each action; the log names them with the same words. */
const actionPaths: Record<ModerationAction, string> = {
  dismiss: 'dismiss',
  remove: 'remove',
  revoke_anonymous: 'revoke-anonymous',
  suspend: 'suspend',
  unsuspend: 'unsuspend',
};

/**
 * The moderator actions share one body ({ targetKind, targetId }) and one answer, so they
 * are one call with the action in the path rather than five copies of the same file.
 */
export const moderateTarget = ({ action, ...target }: ModerateInput) =>
  apiClient.post<Record<string, never>>(`/moderation/${actionPaths[action]}`, target);

export const moderateTargetMutationOptions = () =>
  mutationOptions({ mutationKey: [...moderationKeys.all, 'act'], mutationFn: moderateTarget });

const isTarget = (group: ReportGroup, input: ModerationTarget) =>
  group.target.kind === input.targetKind && group.target._id === input.targetId;

/**
 * The queue as it will be once the action is done: dismiss, remove, revoke_anonymous and
 * suspend close the target's reports, so its group leaves; unsuspend only restores the
 * author. A named author's other groups show the new status too. Anonymous groups are never
 * matched to each other, and must not be: revoking one author's anonymous posting leaves
 * every other group as it was, since nothing here may link them.
 */
export function applyToQueue(queue: ReportQueue, input: ModerateInput): ReportQueue {
  const acted = queue.groups.find((group) => isTarget(group, input));
  const authorId = acted?.target.author?._id;
  const groups =
    input.action === 'unsuspend' ? queue.groups : queue.groups.filter((g) => !isTarget(g, input));
  if (input.action !== 'suspend' && input.action !== 'unsuspend') return { groups };
  const suspended = input.action === 'suspend';
  return {
    groups: groups.map((group) =>
      isTarget(group, input) || (authorId && group.target.author?._id === authorId)
        ? { ...group, target: { ...group.target, authorSuspended: suspended } }
        : group,
    ),
  };
}

/** Acts on a target; the queue changes at once and comes back if the server says no. */
export function useModerateTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    ...moderateTargetMutationOptions(),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: moderationKeys.reports() });
      const previous = queryClient.getQueryData<ReportQueue>(moderationKeys.reports());
      if (previous)
        queryClient.setQueryData(moderationKeys.reports(), applyToQueue(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(moderationKeys.reports(), context.previous);
    },
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        // Removed content, or a suspended author's, leaves the feeds this moderator has open.
        input.action === 'dismiss'
          ? undefined
          : queryClient.invalidateQueries({ queryKey: postKeys.all }),
        input.action === 'dismiss'
          ? undefined
          : queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      ]),
  });
}
