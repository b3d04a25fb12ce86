import {
  errorMessage,
  errorStatus,
  type CodeWithStatus,
  type DomainError,
  type ErrorBody,
  type ErrorCode,
  type ErrorParam,
  type ErrorParamsArg,
} from '@salahkar/domain';

/**
 * The one error type services throw: a code from the domain's catalog, the values its text
 * needs, its HTTP status and its English text (the body's `message`).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: Readonly<Record<string, ErrorParam>> | undefined;
  /** The input field the message is about, when one is: the form shows it beside that field. */
  readonly field: string | undefined;

  /**
   * `message` replaces the catalog's text only where the words come from elsewhere: a shared
   * schema's own message (VALIDATION_FAILED), Fastify's, or a stored answer replayed.
   */
  constructor(
    code: ErrorCode,
    params?: Readonly<Record<string, ErrorParam>>,
    options: { field?: string; message?: string } = {},
  ) {
    super(options.message ?? errorMessage(code, params));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus(code);
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
    this.field = options.field;
  }
}

/** An error of a code answered with `Status`, with the values its text needs. */
const of =
  <Status extends number>() =>
  <C extends CodeWithStatus<Status>>(code: C, ...[params]: ErrorParamsArg<C>) =>
    new AppError(code, params);

/** The same, about one input field the form shows it beside. */
const ofField =
  <Status extends number>() =>
  <C extends CodeWithStatus<Status>>(code: C, field: string, ...[params]: ErrorParamsArg<C>) =>
    new AppError(code, params, { field });

export const badRequest = of<400>();
export const forbidden = of<403>();
export const notFound = of<404>();
export const conflict = of<409>();
export const tooManyRequests = of<429>();
export const unavailable = of<503>();
export const badField = ofField<400>();
export const conflictingField = ofField<409>();

/** A shared schema's refusal: 400 VALIDATION_FAILED with the schema's own words and field. */
export const invalidInput = (message: string, field?: string) =>
  new AppError('VALIDATION_FAILED', undefined, { message, ...(field ? { field } : {}) });

/** The JSON body of a refusal: its code, English text, values and field. */
export function errorBodyOf(error: AppError | DomainError): ErrorBody {
  const field = error instanceof AppError ? error.field : undefined;
  return {
    code: error.code,
    message: error.message,
    ...(error.params ? { params: { ...error.params } } : {}),
    ...(field ? { field } : {}),
  };
}
