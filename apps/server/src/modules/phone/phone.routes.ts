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
import { cookieSid, setSessionCookie } from '../../plugins/session.ts';
import { getCurrentUser } from '../auth/current-user.ts';
import { logInWithPhone, sendLoginCode } from './phone-login.service.ts';
import {
  phoneStatusOf,
  removePhone,
  requestPhoneVerification,
  verifyPhone,
} from './profile-phone.service.ts';

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
    { config: { access: 'user' }, schema: { tags, response: { 200: phoneStatusSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return phoneStatusOf(ctx.db, signedIn(request).id);
    },
  );

  api.post(
    '/api/profile/phone',
    {
      config: { access: 'user' },
      schema: { tags, body: phoneOnlySchema, response: { 200: phoneCodeSentSchema } },
    },
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
    {
      config: { access: 'user' },
      schema: { tags, body: phoneWithCodeSchema, response: { 200: phoneStatusSchema } },
    },
    async (request) => verifyPhone(ctx, signedIn(request), request.body),
  );

  api.delete(
    '/api/profile/phone',
    { config: { access: 'user' }, schema: { tags, response: { 200: phoneStatusSchema } } },
    async (request) => removePhone(ctx, signedIn(request)),
  );

  api.post(
    '/api/auth/phone/send-code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth', ...tags],
        body: phoneOnlySchema,
        response: { 200: phoneCodeSentSchema },
      },
    },
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
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth', ...tags],
        body: phoneWithCodeSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const signedInNow = await logInWithPhone(ctx, request.body, {
        ip: request.ip,
        previousSid: cookieSid(request),
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(ctx, request, reply, signedInNow.token, signedInNow.role);
      return {
        success: true as const,
        message: 'Logged in successfully',
        user: await getCurrentUser(ctx.db, signedInNow.userId),
      };
    },
  );
}
