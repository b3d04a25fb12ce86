import { notify } from '@/components/ui/toaster.tsx';
import { errorMessageOf } from './api-client.ts';
import { isAuthFailure } from './auth-failures.ts';

/**
 * The toast of a failed call (docs/product/rulings.md, R-39): the server's message, else the
 * fallback. Silent for a lost session or a suspension, which the query client already answers with
 * its own toast.
 */
export function notifyFailure(error: unknown, title: string, fallback: string): void {
  if (isAuthFailure(error)) return;
  notify({ title, description: errorMessageOf(error, fallback), variant: 'error' });
}
