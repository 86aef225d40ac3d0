import type { NewReportInput } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { moderationKeys } from '@/lib/query-keys';

export type ReportInput = Required<Pick<NewReportInput, 'targetKind' | 'targetId' | 'reason'>> & {
  note: string;
};

/** Sends a report; the answer is the same whoever wrote what is reported. */
export const createReport = (input: ReportInput) =>
  apiClient.post<{ report: { _id: string; status: 'open' } }>('/reports', input);

export const createReportMutationOptions = () =>
  mutationOptions({ mutationKey: [...moderationKeys.all, 'report'], mutationFn: createReport });

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createReportMutationOptions(),
    // A moderator who reports something sees it in the queue next time it is shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.reports() }),
  });
}
