import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessageResponseSchema,
  resetPasswordSchema,
  verifyResetTokenResponseSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { requestPasswordReset, resetPassword, verifyResetToken } from './password-reset.service.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { routeOptions } from '../../http/route-options.ts';
import { emailRequestRoute } from './email-request-route.ts';

/** Forgot password → mailed link → reset page → new password. */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/auth/forgot-password', emailRequestRoute(), async (request) => {
    await requestPasswordReset(ctx, request.body.email, {
      ip: request.ip,
      origin: publicOrigin(ctx, request),
    });
    return {
      success: true as const,
      message:
        'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.',
    };
  });

  api.get(
    '/api/auth/verify-reset-token/:token',
    routeOptions({
      access: 'public',
      tags: ['auth'],
      // Any string: a mangled link is answered `valid: false` like an expired one.
      params: z.object({ token: z.string().max(200) }),
      answer: verifyResetTokenResponseSchema,
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return verifyResetToken(ctx, request.params.token);
    },
  );

  api.post(
    '/api/auth/reset-password',
    routeOptions({
      access: 'public',
      tags: ['auth'],
      body: resetPasswordSchema,
      answer: authMessageResponseSchema,
    }),
    async (request) => {
      const session = await request.loadSession();
      await resetPassword(
        ctx,
        request.body,
        session && { sid: session.sid, userId: session.account.id },
      );
      return {
        success: true as const,
        message: 'Password reset successful. You can now sign in with your new password.',
      };
    },
  );
}
