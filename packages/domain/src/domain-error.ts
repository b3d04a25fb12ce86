import type { ErrorCode } from './errors.ts';

/**
 * A domain rule refused what a person asked for. The server answers `ERROR_STATUS[code]` with the
 * message as is, so the message is written for the person.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
