import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedObjectResponseSchema, uploadUrlResponseSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  checkPhotoUploadUrl,
  issuePhotoUploadUrl,
  openFileForViewer,
  receivePhotoUpload,
} from './files.service.ts';
import { acceptRawPhotoBodies, photoBytesOf } from './photo-body.ts';
import { routeOptions } from '../../http/route-options.ts';

const nameParams = z.object({ name: z.string().max(200) });
const tokenParams = z.object({ token: z.string().max(200) });

/**
 * GET /api/uploads/:name (a stored file, behind its access rule), POST /api/objects/upload (a
 * signed photo upload URL) and PUT /api/objects/uploads/:token (the photo's bytes).
 */
export async function registerFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/uploads/:name',
    routeOptions({ access: 'user', tags: ['files'], params: nameParams }),
    async (request, reply) => {
      const viewer = signedIn(request);
      const { file, object } = await openFileForViewer(ctx, viewer, request.params.name);
      const isPhoto = file.kind === 'profilePhoto';
      return (
        reply
          .type(file.mimeType)
          .header('Content-Length', object.size)
          .header(
            'Content-Disposition',
            contentDisposition(isPhoto ? 'inline' : 'attachment', file.originalName),
          )
          .header('X-Content-Type-Options', 'nosniff')
          // A stored file never changes (new bytes get a new name); documents stay out of caches.
          .header('Cache-Control', isPhoto ? 'private, max-age=86400' : 'private, no-store')
          // Opened directly, a file can run nothing and reach nothing.
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(object.body)
      );
    },
  );

  api.post(
    '/api/objects/upload',
    routeOptions({ access: 'user', tags: ['files'], answer: uploadUrlResponseSchema }),
    async (request) => issuePhotoUploadUrl(ctx, signedIn(request)),
  );

  // Raw image bodies are accepted by this route only, so nothing else can be sent bare bytes.
  await app.register(async (scope) => {
    acceptRawPhotoBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/objects/uploads/:token',
      {
        ...routeOptions({
          access: 'user',
          tags: ['files'],
          params: tokenParams,
          answer: uploadedObjectResponseSchema,
        }),
        // Refuse a stranger or a dead link before reading up to 5 MB of body.
        onRequest: async (request) => {
          const { token } = request.params as z.infer<typeof tokenParams>;
          await checkPhotoUploadUrl(ctx, signedIn(request), token);
        },
      },
      async (request) => {
        const user = signedIn(request);
        return receivePhotoUpload(ctx, user, request.params.token, photoBytesOf(request.body));
      },
    );
  });
}

/** `inline` or `attachment` with the file's name, ASCII-safe plus the exact UTF-8 form (RFC 6266). */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
