export { seedCatalog } from './catalog.ts';
export { seedDemoData } from './demo-data.ts';
export {
  DEMO_ACCOUNTS,
  demoPasswordMatches,
  listDemoAccounts,
  type DemoAccount,
} from './demo-accounts.ts';
export { loadDemoPassword } from './demo-password.ts';
