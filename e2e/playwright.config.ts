import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/web/build/chromium.mjs';

// Each worker has a server of its own on a fresh database, so the journeys of two workers never
// meet (one spec switches demo accounts to Hindi, another edits the urgency tiers): every worker
// is a whole run, as when there was one. One worker unless E2E_WORKERS says more; CI runs two,
// since the suite mostly waits (issue 32: about 330 CPU seconds in all, against 747 s of wall
// time with one worker). E2E_WORKERS sets
// both the workers and the servers (`--workers` alone would leave a worker with no server).
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
// Playwright sets TEST_PARALLEL_INDEX (0 … workers − 1) in a worker before the worker loads this
// file; the runner, which starts the servers, has none.
const PORT = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium with the flags this machine needs (one home with npm run lighthouse's).
export { CHROMIUM_ARGS };

/**
 * Every worker's Chromium also has the fake camera and microphone (already allowed) and WebRTC
 * over loopback that the call and photo journeys need. One set of launch options for all specs:
 * a spec with options of its own (`test.use({ launchOptions })`) needs a worker of its own, so
 * each of the three such specs stopped a worker and started another process and Chromium, and
 * tests could not be spread over the workers one by one (issue 32).
 */
export const CALL_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
];

export default defineConfig({
  testDir: './specs',
  // Tests, not files, are handed out to the workers: the two workers end within one test of each
  // other instead of one running the last long file (hindi.spec.ts, video-calls.spec.ts) alone.
  // Each worker has its own server, so tests of one file on two workers never meet (issue 32).
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test its snapshots; CI records only the retry of a test that
    // failed once, which is the run worth reading (issue 32).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CALL_CHROMIUM_ARGS,
    },
  },
  projects: [
    // The phone pages are checked on the phone, not a second time in a desktop browser resized.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /responsive\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /responsive\.spec\.ts/,
    },
  ],
  // Started one after another: the first `npm start` builds what changed, the next finds it built.
  webServer: Array.from({ length: WORKERS }, (_, worker) => webServer(FIRST_PORT + worker)),
});

/** A server on a fresh embedded database, exactly as `npm install && npm start` on a new machine. */
function webServer(port: number) {
  return {
    command: `rm -rf .tmp/e2e-data-${port} && npm start`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    env: serverEnv(port),
  };
}

/** The settings of every journey's server (a spec starting a server of its own uses them too). */
export function serverEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `.tmp/e2e-data-${port}`,
    LOG_LEVEL: 'warn',
    // Every journey runs from 127.0.0.1: the per-address limit (300 a minute) would throttle the
    // whole suite as one visitor.
    RATE_LIMIT_MAX: '3000',
    // Likewise the sign-in and code limits per address: the journeys sign in and register dozens
    // of people from this one address (the per-account and per-email limits stay as they are).
    LOGIN_MAX_PER_IP: '1000',
    OTP_MAX_PER_IP: '1000',
    PHONE_CODE_MAX_PER_IP: '1000',
    RESET_MAX_PER_IP: '1000',
    // Calls connect over loopback with host candidates: no test depends on a public STUN server.
    STUN_URLS: 'none',
    // A missed call is rung out in 30 s, not a minute: long enough for a busy machine (two
    // workers, each with two browsers) to open a fresh tab on the call's link, scan the
    // invitation with axe and press Join before it stops ringing. At 20 s CI twice lost that race:
    // the call rang out and the user's call dialog never connected.
    VIDEO_CALL_RING_SECONDS: '30',
    // The journeys sign in as the demo accounts with this password (support/people.ts).
    DEMO_PASSWORD: 'Salahkar@Demo1',
  };
}
