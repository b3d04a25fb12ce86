export { seedCatalog } from './catalog.ts';
export { seedDemoData } from './demo-data.ts';
export { DEMO_ACCOUNTS, listDemoAccounts, type DemoAccount } from './demo-accounts.ts';
export { DEMO_PASSWORD } from './demo-people.ts';
