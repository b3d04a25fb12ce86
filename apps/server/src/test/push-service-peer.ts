import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A push service on loopback, standing in for FCM or Mozilla's autopush at the protocol boundary:
// it takes the POST of RFC 8030, checks its VAPID Authorization (RFC 8292: an ES256 JWT for this
// origin, not expired, with a contact, signed by the key it names) and decrypts the body as the
// browser would (RFC 8291 / RFC 8188 aes128gcm) with the subscription's private key and auth
// secret, which only the device holds. Tests make its subscriptions and tell it how to answer.

/** A push as the device would receive it, with the headers the service read. */
export interface ReceivedPush {
  subscriptionId: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  contentEncoding: string | undefined;
  /** The server's VAPID public key (base64url) and the JWT's claims. */
  vapid: { key: string; aud: string; sub: string; exp: number };
  /** The decrypted JSON. */
  payload: Record<string, unknown>;
}

/** A subscription as PushSubscription.toJSON() gives it, plus its id at this peer. */
export interface PeerSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How the service answers: a status, or never (the request hangs until the peer closes). */
export type PeerAnswer = number | 'hang';

export interface PushServicePeer {
  origin: string;
  /** Pushes accepted (answered 2xx) and decrypted, oldest first. */
  received: ReceivedPush[];
  /** Why pushes were refused as malformed (a bad VAPID header, a body that does not decrypt). */
  problems: string[];
  /** Every POST that reached the service, whatever it answered. */
  attempts: { subscriptionId: string; answer: PeerAnswer }[];
  /** A new device: its keys are made here, as a browser makes them. */
  subscribe(): PeerSubscription;
  /** The answer to the next pushes (all subscriptions, or one); 201 unless told. */
  answerWith(answer: PeerAnswer, subscriptionId?: string): void;
  /** The accepted pushes of one subscription. */
  pushesTo(subscription: { id: string }): ReceivedPush[];
  close(): Promise<void>;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
}

export async function startPushServicePeer(): Promise<PushServicePeer> {
  const devices = new Map<string, Device>();
  const answers = new Map<string | undefined, PeerAnswer>();
  const received: ReceivedPush[] = [];
  const attempts: PushServicePeer['attempts'] = [];
  const problems: string[] = [];
  const sockets = new Set<Socket>();
  let origin = '';

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      const problem = error instanceof Error ? error.message : String(error);
      problems.push(problem);
      response.writeHead(400, { 'content-type': 'text/plain' }).end(problem);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (request.method !== 'POST' || !id || !device) {
      response.writeHead(404).end();
      return;
    }
    const answer = answers.get(id) ?? answers.get(undefined) ?? 201;
    attempts.push({ subscriptionId: id, answer });
    if (answer === 'hang') return;
    if (answer < 200 || answer >= 300) {
      response.writeHead(answer).end();
      return;
    }
    const vapid = checkVapid(request.headers.authorization, origin);
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      throw new Error('Content-Encoding must be aes128gcm');
    }
    const payload = JSON.parse(decrypt(body, device).toString('utf8')) as Record<string, unknown>;
    received.push({
      subscriptionId: id,
      ttl: Number(request.headers.ttl),
      urgency: header(request, 'urgency'),
      topic: header(request, 'topic'),
      contentEncoding: header(request, 'content-encoding'),
      vapid,
      payload,
    });
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    attempts,
    problems,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    answerWith(answer, subscriptionId) {
      answers.set(subscriptionId, answer);
    },
    pushesTo: (subscription) => received.filter((push) => push.subscriptionId === subscription.id),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256, for this origin, unexpired. */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Authorization is not VAPID: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID JWT signature does not verify');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') throw new Error(`The VAPID JWT is ${header.alg}, not ES256`);
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    sub?: string;
    exp?: number;
  };
  if (aud !== origin) throw new Error(`The VAPID audience ${aud} is not ${origin}`);
  if (!sub) throw new Error('The VAPID JWT has no subject');
  const now = Date.now() / 1000;
  if (!exp || exp <= now || exp > now + 24 * 60 * 60) throw new Error(`Bad VAPID expiry ${exp}`);
  return { key, aud, sub, exp };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the device's keys. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('More than one record');
  const secret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = hmac(hmac(device.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Bad padding delimiter');
  return padded.subarray(0, end);
}
