import { ERROR_STATUS, type ErrorCode } from '@salahkar/domain';

/** The one error type services throw: a code, its HTTP status and a message a person can read. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** The input field the message is about, when one is: the form shows it beside that field. */
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.field = field;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field);
export const badRequest = (message: string, field?: string) =>
  new AppError('VALIDATION_FAILED', message, field);
export const unavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
