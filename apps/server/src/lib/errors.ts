import { type ErrorCode, type FieldError, messages } from '@app/contract';

/** An expected failure: the error handler turns it into the envelope with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 for a well-formed field that names something it may not (fields point at it). */
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
export const unauthorized = (message: string) => new AppError(401, 'UNAUTHORIZED', message);
/**
 * The viewer's own account was deleted (from another device) while their request ran: the
 * token has ended, and the answer is the 401 the next request with it gets.
 */
export const ownAccountGone = () => unauthorized(messages.notAuthenticated);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new AppError(409, 'CONFLICT', message, errors);
