import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_KINDS, UPLOAD_RULES } from '@salahkar/domain';

const rules = UPLOAD_KINDS.map((kind) => UPLOAD_RULES[kind]);

/**
 * multipart/form-data for every route that takes files, bounded by the most generous upload rule;
 * each route narrows the limits to its own kind (modules/files/multipart-form.ts).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  const files = Math.max(...rules.map((rule) => rule.maxFiles));
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(...rules.map((rule) => rule.maxBytes)),
      files,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: files + 10,
    },
  });
}
