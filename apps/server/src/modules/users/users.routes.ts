import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  becomeProfessionalSchema,
  currentUserSchema,
  profilePhotoSchema,
  profileUpdateRequestSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { readPayloadWithFiles } from '../files/multipart-form.ts';
import { applyToBecomeProfessional } from './professional-application.service.ts';
import { setProfilePhoto, updateProfile } from './profile.service.ts';
import { routeOptions } from '../../http/route-options.ts';

/** PUT /api/profile, PUT /api/profile/photo and POST /api/users/role: a person's own account. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/profile',
    routeOptions({
      access: 'user',
      tags: ['profile'],
      description:
        'Changes the fields sent: the profile form sends them all, the language switch only ' +
        '`{ preferredLanguage }`.',
      body: profileUpdateRequestSchema,
      answer: currentUserSchema,
    }),
    async (request) => updateProfile(ctx, signedIn(request).id, request.body),
  );

  api.put(
    '/api/profile/photo',
    routeOptions({
      access: 'user',
      tags: ['profile'],
      body: profilePhotoSchema,
      answer: currentUserSchema,
    }),
    async (request) => setProfilePhoto(ctx, signedIn(request).id, request.body.photoURL),
  );

  api.post(
    '/api/users/role',
    routeOptions({
      access: 'user',
      tags: ['profile'],
      description:
        'JSON (becomeProfessionalSchema), or multipart/form-data with that object as the JSON ' +
        "'payload' field and up to 3 'credentials' files (PDF, JPG or PNG, 10 MB each).",
      consumes: ['application/json', 'multipart/form-data'],
      answer: currentUserSchema,
    }),
    async (request) => {
      const user = signedIn(request);
      const { input, files } = await readPayloadWithFiles(request, becomeProfessionalSchema, {
        kind: 'credentialDocument',
        fileField: 'credentials',
      });
      return applyToBecomeProfessional(ctx, user.id, input, files);
    },
  );
}
