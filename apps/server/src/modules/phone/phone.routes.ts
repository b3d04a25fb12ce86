import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginResponseSchema,
  phoneCodeSentSchema,
  phoneOnlySchema,
  phoneStatusSchema,
  phoneWithCodeSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { answerSignIn } from '../auth/sign-in-answer.ts';
import { logInWithPhone, sendLoginCode } from './phone-login.service.ts';
import {
  phoneStatusOf,
  removePhone,
  requestPhoneVerification,
  verifyPhone,
} from './profile-phone.service.ts';
import { routeOptions } from '../../http/route-options.ts';

const codeSent = (expiresAt: Date, message: string) => ({
  success: true as const,
  message,
  expiresInSeconds: Math.round((expiresAt.getTime() - Date.now()) / 1000),
});

/** A verified mobile number on the profile, and signing in with it by an SMS code. */
export function registerPhoneRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['phone'];

  api.get(
    '/api/profile/phone',
    routeOptions({ access: 'user', tags, answer: phoneStatusSchema }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return phoneStatusOf(ctx.db, signedIn(request).id);
    },
  );

  api.post(
    '/api/profile/phone',
    routeOptions({ access: 'user', tags, body: phoneOnlySchema, answer: phoneCodeSentSchema }),
    async (request) => {
      const { expiresAt } = await requestPhoneVerification(
        ctx,
        signedIn(request),
        request.body.phone,
        { ip: request.ip, language: requestLanguage(request) },
      );
      return codeSent(expiresAt, 'We have sent a 6-digit code to this number by SMS.');
    },
  );

  api.post(
    '/api/profile/phone/verify',
    routeOptions({ access: 'user', tags, body: phoneWithCodeSchema, answer: phoneStatusSchema }),
    async (request) => verifyPhone(ctx, signedIn(request), request.body),
  );

  api.delete(
    '/api/profile/phone',
    routeOptions({ access: 'user', tags, answer: phoneStatusSchema }),
    async (request) => removePhone(ctx, signedIn(request)),
  );

  api.post(
    '/api/auth/phone/send-code',
    routeOptions({
      access: 'public',
      tags: ['auth', ...tags],
      body: phoneOnlySchema,
      answer: phoneCodeSentSchema,
    }),
    async (request) => {
      const { expiresAt } = await sendLoginCode(ctx, request.body.phone, {
        ip: request.ip,
        language: requestLanguage(request),
      });
      return codeSent(
        expiresAt,
        'If this number is verified on a Salahkar account, we have sent it a 6-digit code by SMS.',
      );
    },
  );

  api.post(
    '/api/auth/phone/login',
    routeOptions({
      access: 'public',
      tags: ['auth', ...tags],
      body: phoneWithCodeSchema,
      answer: loginResponseSchema,
    }),
    async (request, reply) =>
      answerSignIn(ctx, request, reply, (from) => logInWithPhone(ctx, request.body, from)),
  );
}
