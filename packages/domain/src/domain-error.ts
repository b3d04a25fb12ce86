import { errorMessage, type ErrorCode, type ErrorParam } from './errors/fill.ts';

/**
 * A domain rule refused what a person asked for. The server answers with the code's status, the
 * code, its values and its English text, so the web can word it in the reader's language.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: Readonly<Record<string, ErrorParam>> | undefined;
  /** `message` words the text itself when its English needs more than the values (lifecycle verbs). */
  constructor(code: ErrorCode, params?: Readonly<Record<string, ErrorParam>>, message?: string) {
    super(message ?? errorMessage(code, params));
    this.name = 'DomainError';
    this.code = code;
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
  }
}
