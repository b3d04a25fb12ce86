import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/app.ts';
import { BUSY_MESSAGE } from './load-shedding.ts';

// The test server runs in this process, so holding this thread is the server falling behind.
// Admission control off: with it, a lane's request still starts on a free turn while the loop
// lags and only one that would wait is refused (decision 211; plugins/admission.test.ts). This is
// the shedding itself, as on PGlite by default and for the routes outside the lanes.

const t = useTestApp({ SHED_LOAD_AFTER_LAG_MS: '100', ADMISSION_CONTROL: 'false' });

function holdTheEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose: nothing else on this thread runs meanwhile.
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and recovers by itself', async () => {
    // Answering at first (once the lag of starting the server, or of a loaded machine, has passed).
    await expect
      .poll(async () => (await t.request('/api/urgency-pricing')).status, { timeout: 5000 })
      .toBe(200);

    // Sustained overload: the thread stalls again and again, and a request gets through between.
    let shed: Response | undefined;
    for (let stall = 0; stall < 10 && shed?.status !== 503; stall += 1) {
      holdTheEventLoop(400);
      shed = await t.request('/api/urgency-pricing');
    }
    expect(shed!.status).toBe(503);
    expect(shed!.headers.get('retry-after')).toBe('5');
    expect(await shed!.json()).toEqual({ code: 'SERVER_BUSY', message: BUSY_MESSAGE });

    await expect
      .poll(async () => (await t.request('/api/urgency-pricing')).status, { timeout: 5000 })
      .toBe(200);
  });

  it('is off on the embedded database unless asked for', async () => {
    const embedded = await buildTestApp();
    try {
      holdTheEventLoop(800);
      expect((await embedded.request('/api/urgency-pricing')).status).toBe(200);
    } finally {
      await embedded.close();
    }
  });
});
