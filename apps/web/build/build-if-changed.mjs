// Builds the web app only when what it is built from changed since the last build, so a second
// `npm start` goes straight to the server. The stamp is a hash of every input's path and bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from '../../../tools/build/source-hash.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(web, '../..');
const stampFile = path.join(web, 'dist', '.source-hash');

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/auth.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

const current = sourceHash(root, INPUTS);
const built =
  existsSync(path.join(web, 'dist', 'index.html')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === current;

if (built) {
  process.stdout.write('Web app is up to date (sources unchanged since the last build).\n');
} else {
  // One line while it builds and when it is done; vite's full report (every chunk, the service
  // worker's precache) only when the build fails. `npm run build -w @salahkar/web` shows it all.
  process.stdout.write('Building the web app (sources changed)… ');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@salahkar/web'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write('failed:\n');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    if (result.error) process.stderr.write(`${result.error.message}\n`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, current);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`built into apps/web/dist in ${seconds} s.\n`);
}
