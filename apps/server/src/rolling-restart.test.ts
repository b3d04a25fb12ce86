import { afterEach, describe, expect, it } from 'vitest';
import { timedFetch, type Outcome } from './chaos/http.ts';
import { SESSION_COOKIE } from './plugins/session.ts';
import { createAccount } from './test/accounts.ts';
import { createTestDatabase, type TestDatabase } from './test/database.ts';
import { liftedLimits } from './test/lifted-limits.ts';
import { closeLiveClients, connectLive } from './test/live.ts';
import { startRoundRobinBalancer, type RoundRobinBalancer } from './test/round-robin-balancer.ts';
import { createServerProcess, type ServerProcess } from './test/server-process.ts';

// A rolling restart as a deployment does it: two instances on one PostgreSQL behind a round-robin
// balancer, each taken out of the balancer, stopped with SIGTERM, started again and put back in
// turn while readers and sign-ins keep coming. No request may go unanswered or answer 502/503:
// the drain (stop accepting, answer what is in flight, then close) answers what the instance
// already had. Taking it out first is not a nicety: closing a listener resets the connections the
// kernel had accepted into its queue but Node had not yet, after their request went out, and a
// balancer (nginx too) does not send such a POST again; CI saw a sign-in lost that way.
// A person's live socket on the stopping instance is closed with 1001 (the browser reconnects,
// through the balancer, to the other one).

const READERS = 4;
const SIGN_INS = 2;

let database: TestDatabase | null = null;
let instances: ServerProcess[] = [];
let balancer: RoundRobinBalancer | null = null;
afterEach(async () => {
  await closeLiveClients();
  await balancer?.close();
  await Promise.all(instances.map((instance) => instance.close()));
  await database?.drop();
  database = null;
  instances = [];
  balancer = null;
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('rolling restart under load (PostgreSQL)', () => {
  it('restarts both instances in turn without dropping a request', async () => {
    database = await createTestDatabase();
    const env = {
      ...liftedLimits(),
      // Under test load on a shared machine lag shedding would answer 503 for reasons of its own.
      SHED_LOAD_AFTER_LAG_MS: '0',
      ADMISSION_WAIT_MS: '30000',
    };
    instances = await Promise.all([0, 1].map(() => createServerProcess(database!.url!, env)));
    await Promise.all(instances.map((instance) => instance.start()));
    balancer = await startRoundRobinBalancer(instances.map((instance) => instance.url));
    const { url } = balancer;
    const cookie = await signedIn(url, database);

    const outcomes: (Outcome & { expected: number })[] = [];
    let stopped = false;
    const client = async (send: () => Promise<Outcome>, expected: number) => {
      while (!stopped) outcomes.push({ ...(await send()), expected });
    };
    const clients = [
      ...Array.from({ length: READERS }, () =>
        client(() => timedFetch(`${url}/api/urgency-pricing`), 200),
      ),
      ...Array.from({ length: SIGN_INS }, () =>
        client(
          () =>
            timedFetch(`${url}/api/auth/login`, {
              method: 'POST',
              json: { email: 'nobody@example.com', password: 'not-the-password-1' },
            }),
          401,
        ),
      ),
    ];

    const exits = [];
    const socketCloses = [];
    const answeredWhileOut = [];
    for (const [index, instance] of instances.entries()) {
      const before = outcomes.length;
      // Each instance has served some of the load before it is stopped.
      while (outcomes.length < before + 20) await new Promise((r) => setTimeout(r, 20));
      const live = await connectLive(instance, cookie);
      balancer.takeOut(instance.url);
      const takenOut = outcomes.length;
      instance.signal('SIGTERM');
      socketCloses.push(await live.closed);
      // Reconnecting reaches the other instance, where the same session holds.
      const other = await connectLive(instances[1 - index]!, cookie);
      expect(other.isOpen()).toBe(true);
      await other.close();
      exits.push(await instance.exit());
      await instance.start();
      answeredWhileOut.push(outcomes.length - takenOut);
      balancer.putBack(instance.url);
    }
    const before = outcomes.length;
    while (outcomes.length < before + 20) await new Promise((r) => setTimeout(r, 20));
    stopped = true;
    await Promise.all(clients);

    const wrong = outcomes.filter((outcome) => outcome.status !== outcome.expected);
    expect(
      wrong.map(({ status, error, body }) => ({ status, error, body: body.slice(0, 120) })),
      // A 502 is a request the balancer could not send again: its broken attempt says why.
      `attempts broken after their request went out: ${JSON.stringify(balancer.broken())}`,
    ).toEqual([]);
    expect(socketCloses).toEqual([
      { code: 1001, reason: 'Server restarting' },
      { code: 1001, reason: 'Server restarting' },
    ]);
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    expect(outcomes.length).toBeGreaterThan(60);
    // The load did meet the restarts: the other instance answered while each was out.
    expect(
      answeredWhileOut.every((answered) => answered > 0),
      `${answeredWhileOut}`,
    ).toBe(true);
  }, 180_000);
});

/** A person signed in through the balancer: the value for a Cookie header. */
async function signedIn(url: string, database: TestDatabase): Promise<string> {
  const { user, password } = await createAccount({ database });
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password }),
  });
  const session = answer.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  expect(session, `${answer.status} ${await answer.text()}`).toBeDefined();
  return session!.split(';')[0]!;
}
