// Debian's Chromium as this repository runs it (Playwright cannot download its own browser here):
// one home for its path and flags, and for the wait until a started server answers, used by the
// browser specs (e2e/) and by npm run lighthouse (build/lighthouse.mjs). Plain JavaScript, so
// Node runs it as it is; chromium.d.mts gives its types.

/** Where the browser is; CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs: no sandbox as root, no GPU, no background network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Waits until `url` answers 200; fails when `child` exits first or the time is up. */
export async function waitUntilHealthy(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
