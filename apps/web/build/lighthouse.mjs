// Lighthouse's mobile performance scores of the pages a visitor and a member open first: the
// landing page, sign-in, registration and a signed-in dashboard (decision 222). It builds what
// changed, starts the production server as `npm start` does on a fresh embedded database (PGlite,
// with the demo data), signs in a demo client for the dashboard, and runs Lighthouse's default
// mobile settings (a mid-range phone on a slow 4G link, simulated) in Debian's Chromium, with
// each page's requests, scripts and JavaScript bytes as transferred.
//
//   npm run lighthouse                 one run per page
//   npm run lighthouse -- --runs 3     the median of three runs per page
//   npm run lighthouse -- --page /login --page /register
//                                      only those pages (the dashboard is `--page dashboard`)
//   npm run lighthouse -- --json DIR   also keeps each run's whole report in DIR
//   npm run lighthouse -- --direct     the server itself, over plain HTTP/1.1 (see below)
//
// The pages are loaded as production serves them (decision 248): through nginx with TLS and
// HTTP/2 in front of the server, on loopback (build/tls-proxy.mjs). Where nginx or openssl is not
// installed, and with --direct, they are loaded from the server itself over HTTP/1.1, which no
// phone meets in production, and the report's heading says so.
//
// A loaded machine scores lower than a quiet one: read the numbers as indicative, and compare
// them on the same machine.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
// Lighthouse's own means of driving a signed-in page (its dependency, the version it was built on).
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitUntilHealthy } from './chromium.mjs';
import { startTlsProxy, tlsProxyMissing } from './tls-proxy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The demo client with cases in every state (apps/server/src/db/seed/demo-people.ts). */
const DASHBOARD_PERSON = 'priya.sharma@example.com';
const DEMO_PASSWORD = `lighthouse-${process.pid}-demo`;
const STARTUP_TIMEOUT_MS = 180_000;

const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument === -1 ? 1 : Number(process.argv[runsArgument + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs per page, at least 1.');
  process.exit(2);
}
/** The values given to each `--name value` on the command line. */
const valuesOf = (name) =>
  process.argv.flatMap((argument, index) =>
    argument === name && index + 1 < process.argv.length ? [process.argv[index + 1]] : [],
  );
/** The pages asked for (`--page /login`, `--page dashboard`); all of them when none is. */
const ONLY = valuesOf('--page');
const JSON_DIR = valuesOf('--json')[0];
const DIRECT = process.argv.includes('--direct');

/** A line of the report, on standard output. */
const say = (line) => process.stdout.write(`${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a command from the repository root, its output on ours; rejects when it fails. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * The built server (as `npm start` runs it) on a fresh data dir; `stop` ends it. Behind a proxy
 * at `publicUrl`, it is told so as production tells it (PUBLIC_URL, TRUST_PROXY).
 */
async function startServer(dataDir, publicUrl) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--liftoff-only', 'apps/server/dist/current/main.js'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_PASSWORD,
        LOG_LEVEL: 'warn',
        ...(publicUrl ? { PUBLIC_URL: publicUrl, TRUST_PROXY: 'true' } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(`${url}/api/health`, child, STARTUP_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, port, stop };
}

/**
 * The session cookie of a demo account signed in through POST /api/auth/login (`name=value`).
 * Only the session: the server's answer to the page sets the readable signed-in hint in the
 * browser (as for a session from before the hint), and the app then asks who is signed in.
 */
async function signIn(url, email) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} answered ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((cookie) => cookie.startsWith('salahkar.sid='));
  if (!session) throw new Error(`Sign-in as ${email} set no session cookie`);
  return session;
}

/**
 * Desktop Chromium's own interface, which a phone's browser does not run beside the page: since
 * Debian's Chromium 156.0.8078.108, a fresh browser starts the address bar's pop-up (a WebUI page
 * in a renderer of its own) even headless, and that renderer took about 1.5 s of CPU in the first
 * five seconds, the seconds a run loads its page in, on a machine with two cores (decision 245).
 * Lighthouse's runs only: the browser tests keep Playwright's own feature switches, which a second
 * `--disable-features` would replace.
 */
const WITHOUT_BROWSER_UI = ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];

/**
 * Chromium with its DevTools port, which Lighthouse drives, `flags` added (the proxy's
 * certificate); `stop` ends it.
 */
async function startChromium(profileDir, flags) {
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      ...WITHOUT_BROWSER_UI,
      ...flags,
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
  });
  child.stderr.resume();
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { port, stop };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Tries of one run: on a busy machine Lighthouse now and then loses the trace (NO_NAVSTART). */
const TRIES = 3;

/** One Lighthouse run of `url`, tried again when it recorded no usable trace. */
async function runLighthouse(chromiumPort, url, page) {
  let failure = '';
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    const answer = await lighthouse(
      url,
      {
        port: chromiumPort,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // A signed-in page keeps the session cookie put in its browser (a fresh one: cold cache).
        ...(page ? { disableStorageReset: true } : {}),
      },
      undefined,
      page,
    );
    if (answer && !answer.lhr.runtimeError) return answer.lhr;
    failure = answer?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`${url}: ${failure} (${TRIES} tries)`);
}

/**
 * One run of a signed-in page: a Chromium of its own (nothing cached, like every other run) with
 * the session in its cookie jar. Lighthouse's extraHeaders cannot carry it: Chromium puts its own
 * cookies (the signed-in hint the page's answer sets) in place of that header on the page's
 * requests, so the app's who-is-signed-in check went without the session and showed the landing.
 */
async function runSignedIn(url, session, profileDir, flags) {
  const chromium = await startChromium(profileDir, flags);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
    const [page] = await browser.pages();
    const [name, value] = session.split('=');
    const jar = await browser.newPage();
    await jar.setCookie({ name, value, url, httpOnly: true, sameSite: 'Lax' });
    await jar.close();
    const lhr = await runLighthouse(chromium.port, url, page);
    await browser.disconnect();
    return lhr;
  } finally {
    await chromium.stop();
    // Chromium may still be writing its profile as it exits (ENOTEMPTY once in a busy run).
    await rm(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/**
 * The requests that had ended when the page first painted, in the run as it happened: the ones
 * Lighthouse's simulation of a slow link puts before its first and largest paints (a script
 * still loading then, or started after it, is left out of them).
 */
function beforeFirstPaint(lhr, requests) {
  const paint = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  return requests.filter((request) => request.networkEndTime <= (paint ?? 0));
}

/** The longest chain of Lighthouse's critical request chains, as `file → file` (path only). */
function longestChain(lhr) {
  let longest = [];
  const walk = (children, trail) => {
    for (const { request, children: next } of Object.values(children ?? {})) {
      const here = [...trail, new URL(request.url).pathname.replace(/^\/assets\//, '')];
      if (here.length > longest.length) longest = here;
      walk(next, here);
    }
  };
  walk(lhr.audits['critical-request-chains']?.details?.chains, []);
  return longest.join(' → ');
}

/** One page's mobile performance: the score and the metrics it is made of, medians over RUNS. */
async function measure(chromium, url, session, scratch, name) {
  const results = [];
  for (let round = 0; round < RUNS; round += 1) {
    const lhr = session
      ? await runSignedIn(url, session, path.join(scratch, `member-${round}`), chromium.flags)
      : await runLighthouse(chromium.port, url);
    if (JSON_DIR) {
      await mkdir(JSON_DIR, { recursive: true });
      const file = `${name.toLowerCase().replace(/\W+/g, '-')}-${round + 1}.json`;
      await writeFile(path.join(JSON_DIR, file), JSON.stringify(lhr));
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    results.push({
      chain: longestChain(lhr),
      beforePaint: beforeFirstPaint(lhr, requests).length,
      requests: requests.length,
      scripts: scripts.length,
      jsBytes: scripts.reduce((sum, request) => sum + request.transferSize, 0),
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    });
  }
  const of = (key) => median(results.map((result) => result[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    si: of('si'),
    requests: of('requests'),
    beforePaint: of('beforePaint'),
    scripts: of('scripts'),
    jsBytes: of('jsBytes'),
    chain: results.at(-1).chain,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(7);

async function main() {
  say('Building what changed…');
  await run(process.execPath, ['apps/web/build/build-if-changed.mjs']);
  await run(process.execPath, ['apps/server/build/build-if-changed.mjs']);
  const scratch = await mkdtemp(path.join(tmpdir(), 'salahkar-lighthouse-'));
  const stops = [];
  try {
    const missing = DIRECT ? null : tlsProxyMissing();
    const proxied = !DIRECT && !missing;
    const proxyPort = proxied ? await freePort() : undefined;
    const publicUrl = proxied ? `https://127.0.0.1:${proxyPort}` : undefined;
    const server = await startServer(path.join(scratch, 'data'), publicUrl);
    stops.unshift(server.stop);
    const proxy = proxied
      ? await startTlsProxy({
          dir: path.join(scratch, 'nginx'),
          port: proxyPort,
          upstream: server.port,
        })
      : undefined;
    if (proxy) stops.unshift(proxy.stop);
    const site = proxy?.url ?? server.url;
    const flags = proxy ? [proxy.spkiFlag] : [];
    const chromium = { ...(await startChromium(path.join(scratch, 'chromium'), flags)), flags };
    stops.unshift(chromium.stop);
    const member = await signIn(server.url, DASHBOARD_PERSON);
    const pages = [
      ['Landing page', '/', undefined, '/'],
      ['Sign in', '/login', undefined, '/login'],
      ['Registration', '/register', undefined, '/register'],
      ['Dashboard (client)', '/', member, 'dashboard'],
    ].filter((page) => ONLY.length === 0 || ONLY.includes(page[3]));
    say('');
    say(
      `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile performance, ${
        proxy
          ? 'through nginx (TLS, HTTP/2) as production serves the pages'
          : `from the server itself over HTTP/1.1 (${missing ?? '--direct'}), which production puts behind TLS and HTTP/2`
      }`,
    );
    say(
      'page                  score      FCP      LCP      TBT     CLS       SI  requests  before paint  scripts  JS (KB)',
    );
    const chains = [];
    for (const [name, pathname, session] of pages) {
      const url = `${site}${pathname}`;
      const result = await measure(chromium, url, session, scratch, name);
      chains.push(`${name}: ${result.chain}`);
      say(
        [
          name.padEnd(20),
          String(result.score).padStart(6),
          seconds(result.fcp),
          seconds(result.lcp),
          `${Math.round(result.tbt)} ms`.padStart(8),
          result.cls.toFixed(3).padStart(7),
          seconds(result.si),
          String(result.requests).padStart(8),
          String(result.beforePaint).padStart(12),
          String(result.scripts).padStart(7),
          (result.jsBytes / 1024).toFixed(0).padStart(7),
        ].join('  '),
      );
    }
    say('');
    say('"before paint": requests that had ended when the page first painted, which the');
    say('simulation of a slow link puts before its paints. Longest critical request chain:');
    for (const chain of chains) say(`  ${chain}`);
  } finally {
    for (const stop of stops) await stop();
    await rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

await main();
