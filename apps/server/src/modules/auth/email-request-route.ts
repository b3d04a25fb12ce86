import { authMessageResponseSchema, emailOnlySchema } from '@salahkar/domain';
import { routeOptions } from '../../http/route-options.ts';

/**
 * A public step that takes only an email and answers a message (send a registration code, send
 * a reset link): both answer alike whether or not the address has an account, so neither may
 * take or tell more than this.
 */
export const emailRequestRoute = () =>
  routeOptions({
    access: 'public',
    tags: ['auth'],
    body: emailOnlySchema,
    answer: authMessageResponseSchema,
  });
