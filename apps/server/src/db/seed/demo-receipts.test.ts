import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { payments, receipts } from '../schema/index.ts';
import { seedDemoData } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, 'marigold-ferry-at-dawn');
});
afterAll(async () => database.drop());

describe('demo payments', () => {
  it('each paid demo payment has its payment receipt, for its amount, issued when it was paid', async () => {
    const paid = await database.db.select().from(payments).where(eq(payments.status, 'paid'));
    expect(paid.length).toBeGreaterThan(0);
    const issued = await database.db.select().from(receipts).where(eq(receipts.kind, 'payment'));
    for (const payment of paid) {
      const receipt = issued.find((row) => row.paymentId === payment.id);
      expect(receipt, `receipt of payment ${payment.id}`).toBeDefined();
      expect(receipt!.amount).toBe(payment.amount);
      expect(receipt!.issuedAt.getTime()).toBe(payment.paidAt!.getTime());
      expect(receipt!.number).toMatch(/^SLK-P-\d{6}$/);
    }
  });
});
