// The front a production deployment puts before the server (docs/operations.md: nginx, TLS,
// HTTP/2), on loopback for `npm run lighthouse` (decision 248): a phone reaches Salahkar over
// HTTPS, where browsers speak HTTP/2 and fetch a page's scripts side by side on one connection,
// never over plain HTTP/1.1, where each of them waits for a free one of six connections and a
// round trip. A certificate of its own for 127.0.0.1, made with openssl, which only the measuring
// Chromium accepts (by its public key, `spkiFlag`).
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';

const STARTUP_TIMEOUT_MS = 10_000;

/** Whether a command is on this machine's PATH. */
function installed(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the proxy cannot run here (a missing command), or null when it can. */
export function tlsProxyMissing() {
  const missing = ['nginx', 'openssl'].filter((command) => !installed(command));
  return missing.length === 0 ? null : `${missing.join(' and ')} not installed`;
}

/** nginx as operations.md deploys it, cut to what a page load uses: TLS, HTTP/2, WebSockets. */
function configOf(dir, port, upstream) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    map $http_upgrade $connection_upgrade {
        default upgrade;
        '' close;
    }
    server {
        # \`listen … http2\` rather than \`http2 on\`: Debian 12's nginx (1.22) knows only this form.
        listen 127.0.0.1:${port} ssl http2;
        ssl_certificate ${dir}/cert.pem;
        ssl_certificate_key ${dir}/key.pem;
        location / {
            proxy_pass http://127.0.0.1:${upstream};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto https;
            proxy_set_header X-Forwarded-Host $http_host;
        }
    }
}
`;
}

/** Resolves once something listens on the port, rejects when `child` exits or time is up. */
async function listening(port, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * nginx on `port` in front of the server on `upstream`, its files in `dir`; `url` is its
 * https origin, `spkiFlag` the Chromium flag that trusts its certificate, `stop` ends it.
 */
export async function startTlsProxy({ dir, port, upstream }) {
  await mkdir(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const certificate = new X509Certificate(await readFile(path.join(dir, 'cert.pem')));
  const spki = createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  await writeFile(path.join(dir, 'nginx.conf'), configOf(dir, port, upstream));
  const child = spawn(
    'nginx',
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    await listening(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `https://127.0.0.1:${port}`,
    spkiFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    stop,
  };
}
