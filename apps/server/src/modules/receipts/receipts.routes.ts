import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { idParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { signedIn } from '../../plugins/access.ts';
import { receiptPdfFor } from './receipts.service.ts';

const receiptParams = idParams('RECEIPT_NOT_FOUND');

/** GET /api/receipts/:id/pdf: a payment's or a refund's receipt, for its payer and admins. */
export function registerReceiptRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/receipts/:id/pdf',
      routeOptions({ access: 'user', tags: ['payments'], params: receiptParams }),
      async (request, reply) => {
        const { fileName, pdf } = await receiptPdfFor(ctx, signedIn(request), request.params.id);
        return (
          reply
            .type('application/pdf')
            .header('Content-Disposition', `attachment; filename="${fileName}"`)
            // Personal and financial: never kept by a shared cache or the browser's.
            .header('Cache-Control', 'private, no-store')
            .header('X-Content-Type-Options', 'nosniff')
            .send(pdf)
        );
      },
    );
}
