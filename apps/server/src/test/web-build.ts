import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, TEST_INDEX_HTML, type TestApp } from './app.ts';
import { shared } from './shared.ts';

/** A web build's files: each path under the build's folder, with its contents. */
export type WebBuildFiles = Record<string, string | Buffer>;

/**
 * One test app for the tests of this file (or describe block) serving a web build of `files`
 * (beside the test shell's index.html, unless they bring their own), built before the app
 * starts since the static routes are declared from the files present then; the build's folder
 * goes with the app after the last test.
 */
export function useWebBuildApp(files: WebBuildFiles, env: Record<string, string> = {}): TestApp {
  let built = '';
  return shared(
    async () => {
      built = await mkdtemp(path.join(os.tmpdir(), 'salahkar-web-'));
      for (const [name, contents] of Object.entries({ 'index.html': TEST_INDEX_HTML, ...files })) {
        const file = path.join(built, name);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, contents);
      }
      return buildTestApp({ WEB_DIST_DIR: built, ...env });
    },
    {
      close: async (t) => {
        await t.close();
        await rm(built, { recursive: true, force: true });
      },
    },
  );
}

/** A GET made by hand, so the body is the bytes the server sent (fetch would decompress them). */
export function rawGet(t: TestApp, pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const req = httpRequest(`${t.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}
