import { DomainError } from '@salahkar/domain';
import { AppError } from '../errors.ts';

/** A policy's refusal as the API answers it: the HTTP status, the error's code, its message. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * Runs a policy check and reads its refusal the way the error handler answers it: an AppError
 * with its own status, a DomainError (a step the status does not allow) as 409. Null when the
 * check allows; any other error is a bug in the check and is thrown. The policy matrices all read
 * refusals through this, so a change in how refusals reach the API is made in one place.
 */
export function refusalOf(run: () => unknown): Refusal | null {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.statusCode, code: error.code, message: error.message };
    }
    if (error instanceof DomainError)
      return { status: 409, code: error.code, message: error.message };
    throw error;
  }
  return null;
}

/** The refusal of a check a test expects to be refused; an allowed check fails the test. */
export function refusal(run: () => unknown): Refusal {
  const refused = refusalOf(run);
  if (!refused) throw new Error('expected a refusal');
  return refused;
}
