import { afterEach } from 'vitest';
import type { TestApp } from './app.ts';
import { marketplace, useMarketplaceApp } from './marketplace.ts';
import { paymentFlow, settleAndCheckLedger } from './payments.ts';

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

/**
 * A payments test file's set-up in one line: the ledger-checked app, with marketplace(t) and
 * paymentFlow(t) bound to it (`const { t, m, pay } = usePaymentsApp()`).
 */
export function usePaymentsApp() {
  const t = useLedgerCheckedApp();
  return { t, m: marketplace(t), pay: paymentFlow(t) };
}
