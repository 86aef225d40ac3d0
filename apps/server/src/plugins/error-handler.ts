import { type ErrorEnvelope, messages, pictureMessages } from '@app/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isFromForeignKeyViolation } from '../db/errors';
import { AppError, unauthorized } from '../lib/errors';

/** Turns every failure into the contract's envelope; 5xx texts never leave the server. */
export function toEnvelope(error: unknown, request: FastifyRequest): [number, ErrorEnvelope] {
  const base = { success: false as const, requestId: request.id };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // One message per field, the first that failed, as the form shows it.
    const byPath = new Map<string, string>();
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      if (!byPath.has(path)) byPath.set(path, issue.message ?? messages.validationFailed);
    }
    const errors = [...byPath].map(([path, message]) => ({ path, message }));
    const message = errors[0]?.message ?? messages.validationFailed;
    return [400, { ...base, code: 'VALIDATION_ERROR', message, errors }];
  }
  if (error instanceof AppError) {
    const withErrors = error.errors ? { errors: error.errors } : {};
    return [error.statusCode, { ...base, code: error.code, message: error.message, ...withErrors }];
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, { ...base, code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge }];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [
        415,
        { ...base, code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.unsupportedMediaType },
      ];
    // Found before routing (see `frameworkErrors` in app.ts); Fastify's own texts for these
    // repeat the whole path back.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return [414, { ...base, code: 'BAD_REQUEST', message: messages.validationFailed }];
    case 'FST_ERR_BAD_URL':
      return [400, { ...base, code: 'BAD_REQUEST', message: messages.validationFailed }];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, { ...base, code: 'BAD_REQUEST', message: messages.malformedJson }];
  }
  if (fastifyError.code === 'FST_FILES_LIMIT' || fastifyError.code === 'FST_PARTS_LIMIT') {
    return [413, { ...base, code: 'PAYLOAD_TOO_LARGE', message: messages.tooManyFiles }];
  }
  if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
    return [413, { ...base, code: 'PAYLOAD_TOO_LARGE', message: pictureMessages.pictureTooLarge }];
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 413)
    return [413, { ...base, code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge }];
  if (status === 400 && error instanceof SyntaxError) {
    return [400, { ...base, code: 'BAD_REQUEST', message: messages.malformedJson }];
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad content length, proto poisoning…) carry safe texts.
    return [
      status,
      { ...base, code: 'BAD_REQUEST', message: fastifyError.message ?? messages.validationFailed },
    ];
  }
  if (isDatabaseUnavailable(error)) {
    return [503, { ...base, code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable }];
  }
  return [500, { ...base, code: 'INTERNAL_ERROR', message: messages.internalError }];
}

/**
 * `sessionEnded`: whether the request's session ended while it ran. A write by someone whose
 * account was deleted meanwhile (from another device) fails on its reference to the account,
 * or is answered as if the post or person it names were gone (`goneAs`); either way the
 * answer is the 401 the next request gets.
 */
export const errorHandlerPlugin = fp<{
  sessionEnded: (request: FastifyRequest) => Promise<boolean>;
}>(
  async (app, { sessionEnded }) => {
    const endedSession = async (error: unknown, request: FastifyRequest) =>
      isFromForeignKeyViolation(error) && (await sessionEnded(request).catch(() => false));
    app.setErrorHandler(async (error, request, reply: FastifyReply) => {
      const [status, body] = toEnvelope(
        (await endedSession(error, request)) ? unauthorized(messages.notAuthenticated) : error,
        request,
      );
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, status }, body.message);
      if (status === 503) reply.header('retry-after', '5');
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
