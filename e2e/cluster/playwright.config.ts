import { defineConfig, devices } from '@playwright/test';
import { CALL_CHROMIUM_ARGS } from '../support/calls.ts';
import { CLUSTER_URL } from './cluster.ts';

// The cluster journey (`npm run test:cluster`, decision 221): one browser journey through nginx
// in front of two production instances, which start-cluster.ts starts and stops. Its own config,
// so `npm run test:e2e` never runs it: it needs nginx, PostgreSQL, Redis and a build.
export default defineConfig({
  testDir: '.',
  testMatch: /journey\.spec\.ts/,
  globalSetup: './start-cluster.ts',
  fullyParallel: false,
  workers: 1,
  // A retry would meet an instance the first try stopped.
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: CLUSTER_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CALL_CHROMIUM_ARGS,
    },
  },
});
