import { afterEach } from 'vitest';
import type { TestApp } from './app.ts';
import { useMarketplaceApp } from './marketplace.ts';
import { settleAndCheckLedger } from './payments.ts';

/**
 * One marketplace app for the file, and after every test its payments settled and the ledger
 * checked (after `beforeSettle`, when given, e.g. closing live clients).
 */
export function useLedgerCheckedApp(beforeSettle?: () => unknown): TestApp {
  const t = useMarketplaceApp();
  afterEach(async () => {
    await beforeSettle?.();
    await settleAndCheckLedger(t);
  });
  return t;
}
