import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@salahkar/domain/live-events';
import { FakeLiveSocket } from '@/test/fake-live-socket.ts';
import {
  LiveClient,
  liveChannelUrl,
  RECONNECT_CAP_MS,
  reconnectDelay,
  RESYNC_SPREAD_MS,
  type LiveClientOptions,
} from './live-client.ts';
import { loadPushSchema } from './load-push-schema.ts';

const CASE_ID = '00000000-0000-4000-8000-000000000700';

function startClient(options: Partial<LiveClientOptions> = {}) {
  const client = new LiveClient({
    url: 'ws://localhost/ws',
    createSocket: (url) => new FakeLiveSocket(url) as unknown as WebSocket,
    random: () => 1,
    ...options,
  });
  const received: ServerMessage[] = [];
  client.subscribe((message) => received.push(message));
  client.start();
  return { client, received };
}

const READ = { type: 'notifications_read', data: { unreadCount: 2 } } as const;

// The push schema as it is once the first push has brought it: from then on pushes are handed on
// as they come (the tests of its loading import the client afresh).
beforeAll(async () => {
  await loadPushSchema();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  FakeLiveSocket.instances = [];
});

/** The client as a tab loads it, before any push has brought the push schema. */
async function freshClient() {
  vi.resetModules();
  const schema = await import('./load-push-schema.ts');
  const loads = vi.spyOn(schema, 'loadPushSchema');
  const { LiveClient: FreshClient } = await import('./live-client.ts');
  const client = new FreshClient({
    url: 'ws://localhost/ws',
    createSocket: (url) => new FakeLiveSocket(url) as unknown as WebSocket,
  });
  const received: ServerMessage[] = [];
  client.subscribe((message) => received.push(message));
  client.start();
  FakeLiveSocket.latest().open();
  return { client, received, loads, schema, socket: FakeLiveSocket.latest() };
}

describe('the push schema, loaded with the first push', () => {
  it('is not loaded by a quiet channel: a heartbeat and rooms joined', async () => {
    const { client, socket, schema } = await freshClient();
    client.joinRoom(CASE_ID);

    socket.push({ type: 'pong' });
    socket.push({ type: 'registered', consultationId: CASE_ID });
    await vi.dynamicImportSettled();

    expect(schema.loadedPushSchema()).toBeNull();
  });

  it('hands on the pushes that came before it arrived, in order, dropping malformed ones', async () => {
    const { received, socket, loads } = await freshClient();

    socket.push(READ);
    socket.pushRaw(JSON.stringify({ type: 'message', data: { id: 'not a message' } }));
    socket.push({ type: 'pong' });
    socket.push({ type: 'resync', reason: 'bus_restored' });
    expect(received).toEqual([]);

    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([READ, { type: 'resync', reason: 'bus_restored' }]);
    socket.push(READ);
    expect(received).toHaveLength(3);
    expect(loads).toHaveBeenCalledOnce();
  });

  it('drops what was waiting for it when the client stops', async () => {
    const { client, received, socket } = await freshClient();

    socket.push(READ);
    client.stop();
    await vi.dynamicImportSettled();

    expect(received).toEqual([]);
  });
});

describe('the live channel client', () => {
  it('connects to /ws on the page’s host, wss on https', () => {
    expect(liveChannelUrl({ protocol: 'https:', host: 'salahkar.in' })).toBe(
      'wss://salahkar.in/ws',
    );
    expect(liveChannelUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/ws',
    );
  });

  it('hands on valid pushes and ignores anything else', () => {
    const { received } = startClient();
    const socket = FakeLiveSocket.latest();
    socket.open();

    socket.pushRaw('not json');
    socket.pushRaw(JSON.stringify({ type: 'surprise', data: {} }));
    socket.pushRaw(JSON.stringify({ type: 'message', data: { id: 'not a message' } }));
    socket.push(READ);

    expect(received).toEqual([READ]);
  });

  it('reads the answers to its own frames only as a sign of life: never handed on', () => {
    const { received } = startClient();
    const socket = FakeLiveSocket.latest();
    socket.open();

    socket.push({ type: 'pong' });
    socket.push({ type: 'registered', consultationId: CASE_ID });
    socket.push({ type: 'registered_professional', category: 'CA' });

    expect(received).toEqual([]);
  });

  it('backs off from 1 s doubling up to 30 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(10, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(10, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });

  it('reconnects after a drop, rejoins its rooms and says so', () => {
    const onOpen = vi.fn();
    const { client } = startClient({ onOpen, professional: true });
    const first = FakeLiveSocket.latest();
    first.open();
    client.joinRoom(CASE_ID);
    expect(first.sent).toEqual([
      { type: 'register_professional' },
      { type: 'ping' },
      { type: 'register', consultationId: CASE_ID },
    ]);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(false);

    first.serverClose(1006);
    expect(client.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(FakeLiveSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeLiveSocket.latest();
    expect(second).not.toBe(first);

    second.serverClose(1006);
    vi.advanceTimersByTime(2000);
    const third = FakeLiveSocket.latest();
    third.open();

    expect(third.sent).toEqual([
      { type: 'register', consultationId: CASE_ID },
      { type: 'register_professional' },
      { type: 'ping' },
    ]);
    expect(onOpen).toHaveBeenLastCalledWith(true);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(client.getStatus()).toBe('open');
  });

  it('leaves a room only when its last screen does', () => {
    const { client } = startClient();
    const socket = FakeLiveSocket.latest();
    socket.open();
    const leaveDialog = client.joinRoom(CASE_ID);
    const leavePage = client.joinRoom(CASE_ID);

    leaveDialog();
    leaveDialog();
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'register', consultationId: CASE_ID }]);
    leavePage();
    expect(socket.sent.at(-1)).toEqual({ type: 'unregister', consultationId: CASE_ID });
  });

  it.each([
    [4401, 'unauthenticated'],
    [4403, 'suspended'],
  ])('does not reconnect after close %i and reports %s', (code, reason) => {
    const onEnded = vi.fn();
    const { client } = startClient({ onEnded });
    FakeLiveSocket.latest().open();

    FakeLiveSocket.latest().serverClose(code);
    vi.advanceTimersByTime(60_000);

    expect(onEnded).toHaveBeenCalledWith(reason);
    expect(FakeLiveSocket.instances).toHaveLength(1);
    expect(client.getStatus()).toBe('ended');
  });

  it('pings, and drops a socket that stays silent', () => {
    startClient();
    const socket = FakeLiveSocket.latest();
    socket.open();

    vi.advanceTimersByTime(25_000);
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    vi.advanceTimersByTime(25_000);

    expect(socket.readyState).toBe(FakeLiveSocket.CLOSED);
    vi.advanceTimersByTime(1000);
    expect(FakeLiveSocket.instances).toHaveLength(2);
  });

  it('catches up once for a burst of resyncs, within the spread, and hands them on', () => {
    const onResync = vi.fn();
    const { received } = startClient({ onResync, random: () => 0.5 });
    const socket = FakeLiveSocket.latest();
    socket.open();

    socket.push({ type: 'resync', reason: 'bus_restored' });
    vi.advanceTimersByTime(RESYNC_SPREAD_MS / 4);
    socket.push({ type: 'resync', reason: 'bus_restored' });
    vi.advanceTimersByTime(RESYNC_SPREAD_MS / 4 - 1);
    expect(onResync).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResync).toHaveBeenCalledOnce();

    // A later one is a new loss: caught up on again.
    socket.push({ type: 'resync', reason: 'bus_restored' });
    vi.advanceTimersByTime(RESYNC_SPREAD_MS);
    expect(onResync).toHaveBeenCalledTimes(2);
    expect(received.map((message) => message.type)).toEqual(['resync', 'resync', 'resync']);
  });

  it('closes for good when stopped', () => {
    const { client } = startClient();
    const socket = FakeLiveSocket.latest();
    socket.open();

    client.stop();
    vi.advanceTimersByTime(60_000);

    expect(socket.readyState).toBe(FakeLiveSocket.CLOSED);
    expect(FakeLiveSocket.instances).toHaveLength(1);
    expect(client.send({ type: 'ping' })).toBe(false);
  });
});
