// Bundles the server only when what it is built from changed, so a second `npm start` goes
// straight to `node dist/current/main.js`. Each build goes into its own folder named by the hash
// of its inputs, and `dist/current` is a symlink swapped in one rename: a server starting while
// another build runs, or a running server loading a chunk on demand, never sees a half-written
// bundle. Older builds are kept a day for servers still running from them.
//
//   node build/build-if-changed.mjs            build when the sources changed
//   node build/build-if-changed.mjs --force    build even when they did not
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from '../../../tools/build/source-hash.mjs';
import { buildServer } from './build.mjs';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(server, '../..');
const dist = path.join(server, 'dist');
const current = path.join(dist, 'current');
const KEEP_BUILDS = 3;
const KEEP_BUILDS_FOR_MS = 24 * 60 * 60 * 1000;

const INPUTS = [
  'apps/server/src',
  'apps/server/build',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  // The assistant bundles the web's words it quotes (button names, the legal texts): every web
  // catalog counts, wherever in the web's sources it lives.
  'apps/web/src',
];

/**
 * Tests and migrations (read at run time, from the sources) do not change the bundle; of the web's
 * sources only its message catalogs do.
 */
const WEB_CATALOG = /^apps\/web\/src\/.*\/messages\/[^/]+\.json$/;
const isInput = (file) =>
  !file.endsWith('.test.ts') &&
  !file.includes('/db/migrations/') &&
  (!file.startsWith('apps/web/') || WEB_CATALOG.test(file));

function currentBuild() {
  try {
    return readlinkSync(current);
  } catch {
    return null;
  }
}

/** Points `dist/current` at the build in one step: a new symlink renamed over the old one. */
function activate(build) {
  const next = path.join(dist, `.current-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(build, next);
  renameSync(next, current);
}

/**
 * Removes builds that are neither among the newest few nor a day old (a server started from one
 * may still load a chunk from it), leftovers of interrupted builds, and never the current one.
 */
function prune(keep) {
  const entries = readdirSync(dist, { withFileTypes: true });
  const builds = entries
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{16}$/.test(entry.name))
    .map((entry) => ({ name: entry.name, time: statSync(path.join(dist, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(KEEP_BUILDS)) {
    if (old.name === keep || Date.now() - old.time < KEEP_BUILDS_FOR_MS) continue;
    rmSync(path.join(dist, old.name), { recursive: true, force: true });
  }
  for (const entry of entries.filter((e) => e.name.startsWith('.building-'))) {
    const pid = Number(entry.name.split('-').pop());
    if (!isRunning(pid)) rmSync(path.join(dist, entry.name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const force = process.argv.includes('--force');
// The build's folder is named by the first 16 hex digits of its inputs' hash.
const hash = sourceHash(root, INPUTS, isInput).slice(0, 16);
const target = path.join(dist, hash);
const ready = existsSync(path.join(target, 'main.js'));

if (ready && !force && currentBuild() === hash) {
  process.stdout.write('Server is up to date (sources unchanged since the last build).\n');
} else {
  mkdirSync(dist, { recursive: true });
  if (!ready || force) {
    const started = performance.now();
    // Built beside its final place (same depth, so the source locations it computes hold).
    const building = path.join(dist, `.building-${hash}-${process.pid}`);
    rmSync(building, { recursive: true, force: true });
    try {
      await buildServer(building, target);
    } catch (error) {
      // esbuild has printed each error with its place in the sources; its stack adds nothing.
      if (!Array.isArray(error?.errors)) throw error;
      rmSync(building, { recursive: true, force: true });
      process.stderr.write('The server could not be bundled (see above).\n');
      process.exit(1);
    }
    // Another start may have built the same sources meanwhile: same hash, same bundle.
    if (existsSync(target)) rmSync(building, { recursive: true, force: true });
    else renameSync(building, target);
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`Server bundled into apps/server/dist/${hash} in ${ms} ms.\n`);
  }
  activate(hash);
  prune(hash);
}
