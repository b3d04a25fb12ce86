import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessageResponseSchema,
  emailOnlySchema,
  registerResponseSchema,
  registerWithOtpSchema,
  verifyOtpSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { cookieSid, setSessionCookie } from '../../plugins/session.ts';
import { readPayloadWithFiles } from '../files/multipart-form.ts';
import { otpStatus, sendOtp, verifyOtp } from './otp.service.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { routeOptions } from '../../http/route-options.ts';
import { emailRequestRoute } from './email-request-route.ts';
import { registerWithOtp } from './registration.service.ts';

export const CODE_SENT_MESSAGE = 'If this address can be used, we sent a code to it.';

/** Email-OTP registration: send a code, check it, then create the account with it. */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/auth/send-otp', emailRequestRoute(), async (request) => {
    await sendOtp(ctx, request.body.email, request.ip, requestLanguage(request));
    // The same words for an address with an account (whose owner is mailed instead of a code).
    return { success: true as const, message: CODE_SENT_MESSAGE };
  });

  // Where the latest code's mail stands, so the page can say "we could not send the code, try
  // again": it answers alike for an address with an account (whose owner's notice is its mail).
  api.get(
    '/api/auth/otp-status',
    routeOptions({
      access: 'public',
      tags: ['auth'],
      query: emailOnlySchema,
      answer: z.object({ status: z.enum(['none', 'pending', 'sent', 'failed']) }),
    }),
    async (request) => ({ status: await otpStatus(ctx, request.query.email) }),
  );

  api.post(
    '/api/auth/verify-otp',
    routeOptions({
      access: 'public',
      tags: ['auth'],
      body: verifyOtpSchema,
      answer: authMessageResponseSchema,
    }),
    async (request) => {
      await verifyOtp(ctx, request.body, request.ip);
      return { success: true as const, message: 'Email verified successfully' };
    },
  );

  api.post(
    '/api/auth/register-with-otp',
    {
      ...routeOptions({
        access: 'public',
        tags: ['auth'],
        description:
          'JSON, or for a professional multipart/form-data: the same object as the `payload` field ' +
          'and up to 3 `credentials` files (PDF, JPG or PNG, 10 MB each).',
        consumes: ['application/json', 'multipart/form-data'],
        body: registerWithOtpSchema,
        answer: registerResponseSchema,
      }),
      // The body is parsed below for both encodings; the schema stays for the API docs.
      attachValidation: true,
    },
    async (request, reply) => {
      const { input, files } = await readPayloadWithFiles(request, registerWithOtpSchema, {
        kind: 'credentialDocument',
        fileField: 'credentials',
      });
      const registration = await registerWithOtp(ctx, input, files, {
        ip: request.ip,
        signInUrl: `${publicOrigin(ctx, request)}/login`,
        previousSid: cookieSid(request),
        language: requestLanguage(request),
        userAgent: request.headers['user-agent'],
      });
      if (registration.session) {
        const { token, role } = registration.session;
        setSessionCookie(ctx, request, reply, token, role);
      }
      return registration.response;
    },
  );
}
