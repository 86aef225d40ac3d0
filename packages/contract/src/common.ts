import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** 403: a moderator took away this account's anonymous posting (rule 13). */
  'ANONYMOUS_POSTING_REVOKED',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  requestId: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export type SuccessEnvelope<T> = { success: true; message: string; data: T };

/** Ids are UUIDv7: sortable by creation time, unguessable enough for URLs. */
export const idSchema = z.string().uuid({ message: 'Invalid id' });
export const isoDate = z.string();

export const pageRequestSchema = z
  .object({
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(limits.pageSizeMax)
      .default(limits.pageSizeDefault),
    cursor: z.string().max(200).nullish(),
  })
  .refine((page) => (page.pageNum - 1) * page.pageSize <= limits.pageOffsetMax, {
    path: ['pageNum'],
    message: messages.pageTooFar,
  });
export type PageRequest = z.infer<typeof pageRequestSchema>;
