import type { MuteWordInput } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import { refreshMutedContent } from '@/lib/refresh-muted-content';
import type { MutedWords } from './get-muted-words';

/** Unmutes a word; the answer is the whole new list. */
export const unmuteWord = (input: MuteWordInput) =>
  apiClient.post<MutedWords>('/user/muted-words/remove', input);

export const unmuteWordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.mutedWords(), 'remove'],
    mutationFn: unmuteWord,
  });

export function useUnmuteWord() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unmuteWordMutationOptions(),
    onSuccess: (data) => {
      queryClient.setQueryData(accountKeys.mutedWords(), data);
      return refreshMutedContent(queryClient);
    },
  });
}
