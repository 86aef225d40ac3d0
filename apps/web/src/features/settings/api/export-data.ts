import type { AccountExport } from '@app/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

/** Everything my account wrote and chose; the password confirms it is really me. */
export const exportData = ({ password }: { password: string }) =>
  apiClient.post<{ export: AccountExport }>('/user/me/export', { password });

export const exportDataMutationOptions = () =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'export'], mutationFn: exportData });

export function useExportData() {
  return useMutation(exportDataMutationOptions());
}
