import { z } from 'zod';
import { ERROR_CATALOG } from './errors/catalog.ts';
import { errorStatus, type ErrorCode, type ErrorParam } from './errors/fill.ts';

export { ERROR_CATALOG, type ErrorEntry } from './errors/catalog.ts';
export {
  describeWait,
  errorMessage,
  errorStatus,
  isErrorCode,
  type CodeWithStatus,
  type ErrorCode,
  type ErrorParam,
  type ErrorParamsArg,
  type ErrorParamsOf,
  type PlainErrorCode,
} from './errors/fill.ts';

/** Every error code the server answers with, and the HTTP status each one carries. */
export const ERROR_STATUS = Object.fromEntries(
  (Object.keys(ERROR_CATALOG) as ErrorCode[]).map((code) => [code, errorStatus(code)]),
) as Record<ErrorCode, number>;

/** The JSON body of every error response. */
export const errorBodySchema = z.object({
  /** Stable and specific (`OFFER_NOT_FOUND`): clients choose their text by it. */
  code: z.string(),
  /** The English text (the spec's), with `params` filled in. */
  message: z.string(),
  /** The values the code's text needs (`{ wait: 45 }`, `{ min: '₹500', max: '₹1,500' }`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The input field the message is about (e.g. `otp`, `email`), when the server knows one. */
  field: z.string().optional(),
});
export type ErrorBody = {
  code: ErrorCode;
  message: string;
  params?: Record<string, ErrorParam>;
  field?: string;
};

// Kept in its own zod-free file so lifecycle and pricing stay light for the web bundle.
export { DomainError } from './domain-error.ts';
