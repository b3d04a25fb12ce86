import { and, eq } from 'drizzle-orm';
import { istDateStamp } from '@salahkar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, consultations, users } from '../../../db/schema/index.ts';
import { marketplace, useMarketplaceApp } from '../../../test/marketplace.ts';
import { pdfText } from '../../../test/receipts.ts';
import { useFinanceFixture } from '../../../test/finance.ts';
import { consultationExportRows, transactionExportRows, userExportRows } from './export-queries.ts';

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** Splits RFC 4180 text into records on the CRLFs outside quotes. */
function records(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '\r' && text[i + 1] === '\n') {
      out.push(current);
      current = '';
      i++;
      continue;
    }
    current += char;
  }
  expect(current).toBe('');
  return out;
}

describe('admin exports', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const fixture = useFinanceFixture(t);
  const today = istDateStamp(new Date());

  beforeAll(async () => {
    // A title a spreadsheet would run as a formula, with a comma, a quote and a line break.
    await t.database.db
      .update(consultations)
      .set({ title: '=HYPERLINK("http://evil.example","Click"), then\nmore' })
      .where(eq(consultations.id, fixture.caseB.consultationId));
  });

  it('streams consultations as an RFC 4180 attachment, formulas neutralised', async () => {
    const response = await m.callAs(fixture.admin, '/api/admin/export/consultations');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="salahkar-consultations-${today}.csv"`,
    );
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = records(text);
    expect(lines[0]).toBe(
      'id,title,category,subcategory,status,urgencyLevel,userName,userEmail,professionalName,baseFeeAmount,maxFeeAmount,finalAmount,paymentStatus,createdAt,completedAt',
    );
    expect(lines).toHaveLength(1 + 4);
    const b = lines.find((line) => line.startsWith(fixture.caseB.consultationId))!;
    expect(b).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""Click""), then\nmore",CA,ITR Filing,assigned,normal,`,
    );
    expect(b).toContain(
      `,${fixture.caseB.owner.user.email},Test Person,300.00,1000.00,500.00,paid,`,
    );
    const open = lines.find((line) => line.startsWith(fixture.open.id))!;
    expect(open).toContain(',Review my rental agreement,Lawyer,Contract Review,pending_offers,');
  });

  it('streams users with their consultation counts', async () => {
    const response = await m.callAs(fixture.admin, '/api/admin/export/users');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="salahkar-users-${today}.csv"`,
    );
    const lines = records(await response.text());
    expect(lines[0]).toBe(
      'id,email,firstName,lastName,role,specialization,isApproved,isSuspended,totalConsultations,createdAt',
    );
    const owner = lines.find((line) => line.startsWith(fixture.caseA.owner.user.id))!;
    // Case A and the open Lawyer request are A's owner's.
    expect(owner).toContain(`,${fixture.caseA.owner.user.email},Test,Person,user,,false,false,2,`);
    expect(lines.some((line) => line.includes(',Meera,Iyer,admin,,true,false,0,'))).toBe(true);
  });

  it('exports the financial report as CSV by default', async () => {
    const response = await m.callAs(fixture.admin, '/api/admin/financial/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="salahkar-financial-report-${today}.csv"`,
    );
    const lines = records(await response.text());
    expect(lines[0]).toBe(
      'id,createdAt,consultationId,consultationTitle,userName,professionalName,status,amount,platformShare,professionalShare,refundedAmount',
    );
    expect(lines).toHaveLength(1 + 4);
    const a = lines.find((line) => line.includes(fixture.caseA.consultationId))!;
    expect(a).toMatch(
      /,Help filing my ITR,Test Person,Test Person,paid,1000\.00,100\.00,900\.00,0\.00$/,
    );
  });

  it('begins every CSV with a UTF-8 BOM and writes times in India time with the offset', async () => {
    // A Hindi name, so a spreadsheet that ignores the BOM would show mojibake.
    await t.database.db
      .update(users)
      .set({ firstName: 'प्रिया', lastName: 'शर्मा' })
      .where(eq(users.id, fixture.caseA.owner.user.id));
    // 20:00 UTC is 01:30 the next day in India.
    await t.database.db
      .update(consultations)
      .set({ createdAt: new Date('2026-11-20T20:00:00Z') })
      .where(eq(consultations.id, fixture.caseA.consultationId));
    const csvOf = async (path: string) => {
      const response = await m.callAs(fixture.admin, path);
      expect(response.status, path).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)], path).toEqual([0xef, 0xbb, 0xbf]);
      return bytes.subarray(3).toString('utf8');
    };
    for (const path of [
      '/api/admin/export/consultations',
      '/api/admin/export/users',
      '/api/admin/financial/export?format=csv',
    ]) {
      const text = await csvOf(path);
      expect(text.startsWith('id,'), path).toBe(true);
      // Time cells are India time with the offset; none is UTC.
      expect(text, path).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30[,\r]/);
      expect(text, path).not.toMatch(/T\d{2}:\d{2}:\d{2}(\.\d{3})?Z/);
    }
    const a = records(await csvOf('/api/admin/export/consultations')).find((line) =>
      line.startsWith(fixture.caseA.consultationId),
    )!;
    expect(a).toContain(',प्रिया शर्मा,');
    expect(a).toContain(',2026-11-21T01:30:00+05:30,');
  });

  it('exports the financial report as a real PDF', async () => {
    // Names in Devanagari and with Latin diacritics print as typed (the embedded Noto Sans).
    await t.database.db
      .update(users)
      .set({ firstName: 'आशा', lastName: 'Śarma' })
      .where(eq(users.id, fixture.lawyer.user.id));
    const response = await m.callAs(fixture.admin, '/api/admin/financial/export?format=pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="salahkar-financial-report-${today}.pdf"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Financial report');
    expect(text).toContain('₹3,500.00');
    expect(text).toContain('₹450.00');
    expect(text).toContain('Review my rental agreement');
    expect(text).toContain('₹2,000.00');
    expect(text).toContain('आशा Śarma');
    expect(text).not.toContain('INR');
  });

  it('writes the PDF in the language of the admin who asks for it', async () => {
    const hindiAdmin = await m.createPerson({ role: 'admin', preferredLanguage: 'hi' });
    const response = await m.callAs(hindiAdmin, '/api/admin/financial/export?format=pdf');
    expect(response.status).toBe(200);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    // Labels whose glyphs read back one to one from the text layer (see receipt-text.test.ts).
    for (const label of [
      'लेन-देन (प्राप्त भुगतान)',
      'भेजे गए पेआउट',
      'बाकी पेआउट',
      'महीने का कमीशन',
      'तारीख',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('₹3,500.00');
    expect(text).not.toContain('Financial report');
  });

  it('refuses an unknown format', async () => {
    const response = await m.callAs(fixture.admin, '/api/admin/financial/export?format=xlsx');
    expect(response.status).toBe(400);
  });

  it('records every export in the audit log', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.actorId, fixture.admin.user.id)),
      );
    // Each kind at least once (the BOM test downloads each CSV again).
    const kinds = new Set(rows.map((row) => `${row.targetId}:${String(row.metadata.format)}`));
    expect([...kinds].sort()).toEqual([
      'consultations:csv',
      'financial:csv',
      'financial:pdf',
      'users:csv',
    ]);
  });

  it('refuses everyone but an admin', async () => {
    const user = await m.createPerson();
    for (const url of ['/api/admin/export/users', '/api/admin/financial/export?format=pdf']) {
      expect((await m.callAs(user, url)).status).toBe(403);
      expect((await m.callAs(null, url)).status).toBe(401);
    }
  });

  it('reads page after page without losing or repeating a row', async () => {
    const db = t.database.db;
    const [users1, usersAll] = [
      await collect(userExportRows(db, 2)),
      await collect(userExportRows(db)),
    ];
    expect(users1.map((row) => row.id)).toEqual(usersAll.map((row) => row.id));
    expect(new Set(users1.map((row) => row.id)).size).toBe(users1.length);
    expect(users1.length).toBeGreaterThan(4);
    const cases = await collect(consultationExportRows(db, 3));
    expect(cases.map((row) => row.id)).toEqual(
      (await collect(consultationExportRows(db))).map((row) => row.id),
    );
    expect(cases).toHaveLength(4);
    const payments = await collect(transactionExportRows(db, 1));
    expect(payments).toHaveLength(4);
    expect(new Set(payments.map((row) => row.id)).size).toBe(4);
  });
});
