import { ERROR_STATUS, type ErrorCode } from '@salahkar/domain';

/** The one error type services throw: a code, its HTTP status and a message a person can read. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('VALIDATION_FAILED', message);
export const unavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
