import type { SuccessEnvelope } from '@app/contract';

export const ok = <T>(message: string, data: T): SuccessEnvelope<T> => ({
  success: true,
  message,
  data,
});
