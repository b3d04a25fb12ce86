import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { chatMessages } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { createChatCase, type ChatCase } from '../test/chat.ts';
import { holdRequest, type HeldRequest, type RawAnswer } from '../test/held-request.ts';
import { admissionOf } from './admission.ts';
import { BUSY_MESSAGE } from './load-shedding.ts';

// Issue 31: with 300 clients retrying at once, chat fell to 25 posts/s and health took seconds,
// every request queued for the database. Each kind of request now has its turns and a bounded
// queue; past it, a 503 with a Retry-After of 1 to 3 s at once, and the other kinds go on.

let t: TestApp | undefined;
let agent: http.Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  await t?.close();
  t = agent = undefined;
});

async function start(env: Record<string, string> = {}) {
  t = await buildTestApp({ ADMISSION_CONTROL: 'true', ...env });
  agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const room = await createChatCase(t);
  const chat = admissionOf(t.app)!.lanes.chat;
  return { t, agent, room, chat };
}

/**
 * A chat post sent whole, answered as the raw client saw it: over its own connection, or over
 * `via`'s (kept alive) when given.
 */
function post(
  app: TestApp,
  room: ChatCase,
  text: string,
  via?: http.Agent,
  cookie = room.owner.cookie,
): Promise<RawAnswer> {
  const body = JSON.stringify({ message: text });
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}/api/consultations/${room.consultation.id}/messages`, {
      method: 'POST',
      agent: via ?? false,
      headers: {
        cookie,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Chat posts whose bodies are held half-sent: each keeps its turn until finished. */
async function holdPosts(app: TestApp, room: ChatCase, via: http.Agent, count: number) {
  const held: HeldRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const request = await holdRequest(
      via,
      `${app.url}/api/consultations/${room.consultation.id}/messages`,
      { message: `held ${i}` },
      { cookie: room.owner.cookie },
    );
    // A test that ends early closes them: that is not a failure of its own.
    request.answer.catch(() => undefined);
    held.push(request);
  }
  return held;
}

/**
 * The chat lane full: its turns taken by held posts and its queue by posts waiting for them (as
 * long as the test takes). `release` finishes them all and waits for their answers.
 */
async function fillChatLane() {
  const { t, agent, room, chat } = await start({ ADMISSION_WAIT_MS: '60000' });
  const held = await holdPosts(t, room, agent, chat.maxRunning);
  const queued = Array.from({ length: chat.maxWaiting }, (_, i) => post(t, room, `queued ${i}`));
  await expect.poll(() => admissionOf(t.app)!.lanes.chat.waiting).toBe(chat.maxWaiting);
  const release = async () => {
    for (const request of held) request.finish();
    await Promise.all([...held.map((h) => h.answer), ...queued]);
  };
  return { t, room, release };
}

const storedMessages = (app: TestApp, room: ChatCase) =>
  app.database.db
    .select({ message: chatMessages.message })
    .from(chatMessages)
    .where(eq(chatMessages.consultationId, room.consultation.id));

describe('admission control', () => {
  it('refuses chat posts past its turns and queue at once, with a jittered Retry-After, while other kinds go on', async () => {
    // Queued posts wait for the held ones as long as the test takes.
    const { t, agent, room, chat } = await start({ ADMISSION_WAIT_MS: '60000' });
    const held = await holdPosts(t, room, agent, chat.maxRunning);
    expect(admissionOf(t.app)!.lanes.chat.running).toBe(chat.maxRunning);

    // These wait for a turn...
    const queued = Array.from({ length: chat.maxWaiting }, (_, i) => post(t, room, `queued ${i}`));
    await expect.poll(() => admissionOf(t.app)!.lanes.chat.waiting).toBe(chat.maxWaiting);
    // ...and these find the queue full: refused at once.
    const startedAt = performance.now();
    const refused = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(t, room, `refused ${i}`)),
    );
    expect(performance.now() - startedAt).toBeLessThan(1000);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ code: 'SERVER_BUSY', message: BUSY_MESSAGE });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(3);
    }

    // Health, reads and sign-in have turns of their own.
    expect((await t.request('/api/health')).status).toBe(200);
    expect((await t.request('/api/urgency-pricing')).status).toBe(200);
    const signIn = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(signIn.status).toBe(401);

    // The turns come back: every post that was not refused is taken and stored, the others not.
    for (const request of held) request.finish();
    const taken = [
      ...(await Promise.all(held.map((h) => h.answer))),
      ...(await Promise.all(queued)),
    ];
    expect(taken.map((answer) => answer.status)).toEqual(taken.map(() => 201));
    const stored = (await storedMessages(t, room)).map((row) => row.message).sort();
    expect(stored).toHaveLength(chat.maxRunning + chat.maxWaiting);
    expect(stored.some((text) => text.startsWith('refused'))).toBe(false);
    await expect
      .poll(() => admissionOf(t.app)!.lanes.chat)
      .toMatchObject({ running: 0, waiting: 0 });
    expect((await post(t, room, 'after')).status).toBe(201);
  }, 60_000);

  it('holds a client that asks again on the same connection before its Retry-After until then, and then gives it a turn', async () => {
    const { t, room, release } = await fillChatLane();

    // One kept-alive connection, refused once...
    const impolite = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post(t, room, 'first', impolite);
    expect(refused.status).toBe(503);
    const asked = Number(refused.headers['retry-after']) * 1000;
    // ...asks again at once, Retry-After ignored: no answer until the wait it was asked for.
    const askedAt = performance.now();
    const again = post(t, room, 'again', impolite);
    // Meanwhile another connection is answered at once, and the turns come back.
    expect((await post(t, room, 'elsewhere')).status).toBe(503);
    await release();
    const answer = await again;
    const waited = performance.now() - askedAt;
    impolite.destroy();
    expect(waited).toBeGreaterThanOrEqual(asked - 50);
    // Once the wait has passed, it takes its turn like anyone and is stored.
    expect(answer.status).toBe(201);
    const stored = (await storedMessages(t, room)).map((row) => row.message);
    expect(stored).toContain('again');
    expect(stored).not.toContain('first');
  }, 60_000);

  it('holds only the client that was refused: the next person on a shared connection is not', async () => {
    const { t, room, release } = await fillChatLane();

    // A connection shared by two people (a proxy's, the chat bench's): the owner is refused...
    const shared = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post(t, room, 'owner', shared);
    expect(refused.status).toBe(503);
    // ...and the professional's request on it next is answered at once, not after the owner's
    // Retry-After (refused too here: the lane is still full).
    const askedAt = performance.now();
    const next = await post(t, room, 'professional', shared, room.professional.cookie);
    expect(performance.now() - askedAt).toBeLessThan(Number(refused.headers['retry-after']) * 1000);
    expect(next.status).toBe(503);
    shared.destroy();
    await release();
  }, 60_000);

  it('answers 503 to a request that waited longer than ADMISSION_WAIT_MS, and frees the place of one whose client left', async () => {
    const { t, agent, room, chat } = await start({ ADMISSION_WAIT_MS: '300' });
    const held = await holdPosts(t, room, agent, chat.maxRunning);

    const startedAt = performance.now();
    const late = await post(t, room, 'late');
    expect(late.status).toBe(503);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(250);

    // A waiting client that gives up leaves the queue with it.
    const leaving = http.request(`${t.url}/api/consultations/${room.consultation.id}/messages`, {
      method: 'POST',
      agent: false,
      headers: { cookie: room.owner.cookie, 'content-type': 'application/json' },
    });
    leaving.on('error', () => {});
    leaving.write('{"message":');
    await expect.poll(() => admissionOf(t.app)!.lanes.chat.waiting).toBe(1);
    leaving.destroy();
    await expect.poll(() => admissionOf(t.app)!.lanes.chat.waiting).toBe(0);

    // A held client that leaves mid-request gives its turn back too.
    expect(held).toHaveLength(chat.maxRunning);
    agent.destroy();
    await expect.poll(() => admissionOf(t.app)!.lanes.chat.running).toBe(0);
    expect((await post(t, room, 'after')).status).toBe(201);
  }, 60_000);

  it('while the event loop lags, still admits a request on a free turn and refuses only those that would wait', async () => {
    const { t, agent, room, chat } = await start({ SHED_LOAD_AFTER_LAG_MS: '100' });
    const holdTheEventLoop = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        // Busy on purpose: the test server runs on this thread, so this is the server lagging.
      }
    };
    let health: Response | undefined;
    let taken: RawAnswer | undefined;
    for (let stall = 0; stall < 10 && health?.status !== 503; stall += 1) {
      holdTheEventLoop(400);
      [health, taken] = await Promise.all([
        t.request('/api/health'),
        post(t, room, `lagging ${stall}`),
      ]);
    }
    // Shedding is on (health says so), yet the post with a free turn was taken, not refused.
    expect(health!.status).toBe(503);
    expect(taken!.status).toBe(201);

    // With every turn taken, a post arriving while the loop lags is refused rather than queued.
    const held = await holdPosts(t, room, agent, chat.maxRunning);
    let refused: RawAnswer | undefined;
    for (let stall = 0; stall < 10 && refused?.status !== 503; stall += 1) {
      holdTheEventLoop(400);
      refused = await post(t, room, `refused ${stall}`);
    }
    expect(refused!.status).toBe(503);
    expect(admissionOf(t.app)!.lanes.chat.waiting).toBe(0);
    for (const request of held) request.finish();
    await Promise.all(held.map((request) => request.answer));
  }, 60_000);
});
