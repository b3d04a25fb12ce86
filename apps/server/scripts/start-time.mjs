// Measures `npm start`: how long until /api/health answers, and how much memory the server holds
// once it does. The first start uses a fresh data dir (migrations and demo seed run); the next
// ones reuse it, as a second `npm start` on the same machine would.
//
//   node apps/server/scripts/start-time.mjs [--warm 3] [--port 3402] [--settle 5]
//
// Plain JavaScript, so measuring needs nothing beyond Node itself.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  options: {
    warm: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.PORT ?? '3402' },
    settle: { type: 'string', default: '5' },
    'data-dir': { type: 'string', default: '.tmp/start-time-data' },
  },
});
const port = Number(values.port);
const warmRuns = Number(values.warm);
const settleMs = Number(values.settle) * 1000;
const dataDir = path.resolve(root, values['data-dir']);
const healthUrl = `http://127.0.0.1:${port}/api/health`;

const say = (line) => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process below `pid` (npm runs the server a few shells deep). */
function descendants(pid) {
  const children = [];
  const taskDir = `/proc/${pid}/task`;
  if (!existsSync(taskDir)) return children;
  for (const task of readdirSync(taskDir)) {
    let text;
    try {
      text = readFileSync(`${taskDir}/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of text.split(' ').filter(Boolean).map(Number)) {
      children.push(child, ...descendants(child));
    }
  }
  return children;
}

function statusField(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}

/** The server is the Node process below npm holding the most memory. */
function serverProcess(npmPid) {
  const nodes = descendants(npmPid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node';
    } catch {
      return false;
    }
  });
  return nodes.sort((a, b) => statusField(b, 'VmRSS') - statusField(a, 'VmRSS'))[0];
}

/** CPU seconds spent by npm and everything below it so far (timing alone varies with load). */
function treeCpuSeconds(npmPid) {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of [npmPid, ...descendants(npmPid)]) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the command name.
      ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    } catch {
      // Gone between listing and reading: its time is in its parent's cutime/cstime.
    }
  }
  return ticks / ticksPerSecond;
}

const mb = (kb) => `${Math.round(kb / 1024)} MB`;

async function healthy() {
  try {
    const response = await fetch(healthUrl, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function measure(label) {
  if (await healthy()) throw new Error(`something already answers on port ${port}`);
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', () => resolve((exited = true))));
  while (!(await healthy())) {
    if (exited) throw new Error(`npm start exited before answering:\n${output}`);
    if (performance.now() - started > 180_000) throw new Error('no answer within 180 s');
    await sleep(25);
  }
  const ms = Math.round(performance.now() - started);
  const cpu = treeCpuSeconds(child.pid);
  const pid = serverProcess(child.pid);
  const rssAtHealth = statusField(pid, 'VmRSS');
  await sleep(settleMs);
  const rssSettled = statusField(pid, 'VmRSS');
  const peak = statusField(pid, 'VmHWM');
  process.kill(-child.pid, 'SIGTERM');
  await exit;
  while (existsSync(`/proc/${pid}`)) await sleep(25);
  // What prestart did: a start that rebuilt something is not a second start.
  const builds = output
    .split('\n')
    .filter((line) =>
      /^(Web app is up to date|Server is up to date|Server bundled)|built in/.test(line),
    );
  say(
    `${label.padEnd(6)} ${String(ms).padStart(6)} ms to /api/health (${cpu.toFixed(1)} s CPU) · RSS ${mb(rssAtHealth)} at health, ` +
      `${mb(rssSettled)} after ${settleMs / 1000} s, peak ${mb(peak)}`,
  );
  for (const line of builds) say(`         ${line.trim()}`);
  return { ms, cpu, rssAtHealth, rssSettled, peak };
}

rmSync(dataDir, { recursive: true, force: true });
await measure('cold');
for (let run = 1; run <= warmRuns; run += 1) await measure(`warm ${run}`);
rmSync(dataDir, { recursive: true, force: true });
