import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportFileName, financialExportQuerySchema } from '@salahkar/domain';
import type { AppContext } from '../../../context.ts';
import { signedIn } from '../../../plugins/access.ts';
import { languagesOf } from '../../notifications/notify.ts';
import { recordAdminAction } from '../audit-trail.ts';
import { financialSummary } from '../finance.service.ts';
import { csvLines } from './csv.ts';
import { consultationExportRows, transactionExportRows, userExportRows } from './export-queries.ts';
import { routeOptions } from '../../../http/route-options.ts';

function attachment(reply: FastifyReply, fileName: string, type: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}

const sendCsv = (reply: FastifyReply, fileName: string, lines: AsyncIterable<string>) =>
  attachment(reply, fileName, 'text/csv; charset=utf-8').send(Readable.from(lines));

/** Admin exports: consultations and users as CSV, the financial report as CSV or PDF. */
export function registerAdminExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  /** An export hands data out of the platform: the audit log records who took what. */
  const audit = (actorId: string, what: string, format: string) =>
    ctx.db.transaction((tx) =>
      recordAdminAction(tx, {
        actorId,
        action: 'export.downloaded',
        targetType: 'export',
        targetId: what,
        metadata: { format },
      }),
    );

  /** A table exported as CSV: audited, named for today, streamed to the admin as it is read. */
  const csvExport = (what: 'consultations' | 'users', lines: () => AsyncIterable<string>) =>
    api.get(`/api/admin/export/${what}`, routeOptions({ tags }), async (request, reply) => {
      const admin = signedIn(request);
      await audit(admin.id, what, 'csv');
      return sendCsv(reply, exportFileName(what, 'csv', new Date()), lines());
    });

  csvExport('consultations', () =>
    csvLines(
      [
        'id',
        'title',
        'category',
        'subcategory',
        'status',
        'urgencyLevel',
        'userName',
        'userEmail',
        'professionalName',
        'baseFeeAmount',
        'maxFeeAmount',
        'finalAmount',
        'paymentStatus',
        'createdAt',
        'completedAt',
      ],
      consultationExportRows(ctx.db),
      (row) => [
        row.id,
        row.title,
        row.category,
        row.subcategory,
        row.status,
        row.urgencyLevel,
        `${row.ownerFirst} ${row.ownerLast}`.trim(),
        row.ownerEmail,
        row.proFirst ? `${row.proFirst} ${row.proLast ?? ''}`.trim() : '',
        row.baseFeeAmount,
        row.maxFeeAmount,
        row.finalAmount,
        row.paymentStatus,
        row.createdAt,
        row.completedAt,
      ],
    ),
  );

  csvExport('users', () =>
    csvLines(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'role',
        'specialization',
        'isApproved',
        'isSuspended',
        'totalConsultations',
        'createdAt',
      ],
      userExportRows(ctx.db),
      (row) => [
        row.id,
        row.email,
        row.firstName,
        row.lastName,
        row.role,
        row.specialization,
        row.isApproved,
        row.isSuspended,
        row.totalConsultations,
        row.createdAt,
      ],
    ),
  );

  api.get(
    '/api/admin/financial/export',
    routeOptions({ tags, query: financialExportQuerySchema }),
    async (request, reply) => {
      const admin = signedIn(request);
      const { format } = request.query;
      await audit(admin.id, 'financial', format);
      const now = new Date();
      const name = exportFileName('financial-report', format, now);
      if (format === 'pdf') {
        const summary = await financialSummary(ctx, now);
        // In the language of the admin who asked for it.
        const language = (await languagesOf(ctx.db, [admin.id])).get(admin.id);
        // pdfkit and the fonts load with the first PDF asked for, not with the server.
        const { financialReportPdf } = await import('./financial-pdf.ts');
        const pdf = financialReportPdf(summary, transactionExportRows(ctx.db), now, language);
        return attachment(reply, name, 'application/pdf').send(pdf);
      }
      const lines = csvLines(
        [
          'id',
          'createdAt',
          'consultationId',
          'consultationTitle',
          'userName',
          'professionalName',
          'status',
          'amount',
          'platformShare',
          'professionalShare',
          'refundedAmount',
        ],
        transactionExportRows(ctx.db),
        (row) => [
          row.id,
          // The report's rows carry ISO text; as a Date the cell is written in India time.
          new Date(row.createdAt),
          row.consultationId,
          row.consultationTitle,
          row.userName,
          row.professionalName,
          row.status,
          row.amount,
          row.platformShare,
          row.professionalShare,
          row.refundedAmount,
        ],
      );
      return sendCsv(reply, name, lines);
    },
  );
}
