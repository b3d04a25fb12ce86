import { LIVE_CLOSE_CODES } from '@salahkar/domain';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

// A stopping instance must not wait on a client that never answers a close: the cluster journey
// saw one instance pass its 10 s shutdown deadline in "closing the server" with nothing in flight.

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** A raw client: completes the upgrade, then reads frames and never sends one, not even a close. */
function silentClient(t: TestApp): Promise<{ frames: Buffer }> {
  const { hostname, port } = new URL(t.url);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  socket.write(
    'GET /ws HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headersEnd = received.indexOf('\r\n\r\n');
      // The server's close frame (opcode 8) follows the 101 answer: the socket is turned away.
      if (headersEnd >= 0 && received.length > headersEnd + 4) {
        resolve({ frames: received.subarray(headersEnd + 4) });
      }
    });
    socket.on('error', reject);
  });
}

describe('closing an instance', () => {
  it('does not wait on a socket turned away at the handshake whose client never answers', async () => {
    const t = await buildTestApp();
    const { frames } = await silentClient(t);
    expect(frames[0]! & 0x0f).toBe(8);
    expect(frames.readUInt16BE(2)).toBe(LIVE_CLOSE_CODES.unauthenticated);

    const started = performance.now();
    await t.close();
    // ws would wait 30 s for the client's answer; the shutdown's grace is 1 s.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 40_000);
});
