import { z } from 'zod';

/** Every error code the server answers with, and the HTTP status each one carries. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error response. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The input field the message is about (e.g. `otp`, `email`), when the server knows one. */
  field: z.string().optional(),
});
export type ErrorBody = { code: ErrorCode; message: string; field?: string };

// Kept in its own zod-free file so lifecycle and pricing stay light for the web bundle.
export { DomainError } from './domain-error.ts';
