import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP peer received it: the envelope's recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  /** Every mail received so far, oldest first. */
  received: ReceivedMail[];
  /** The SMTP_URL that sends to this peer. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests check mail at the protocol
 * boundary instead of mocking the mailer. `port` starts it where a dead one was (see deadSmtpUrl).
 */
export async function startSmtpPeer(options: { port?: number } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

/** The subjects of the mails an SMTP peer received, oldest first. */
export const subjectsOf = (peer: SmtpPeer): string[] =>
  peer.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '');

/**
 * An SMTP_URL where nothing listens (connections are refused), and its port, where a test can
 * start a peer later: the mail server coming back.
 */
export async function deadSmtpUrl(): Promise<{ url: string; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `smtp://127.0.0.1:${port}`, port };
}

export interface FrozenSmtpPeer {
  url: string;
  /** Resolves when the first connection has been accepted (and left unanswered). */
  connected: Promise<void>;
  close(): Promise<void>;
}

/** A mail server that hangs: it accepts connections and never says a word. */
export async function startFrozenSmtpPeer(): Promise<FrozenSmtpPeer> {
  const sockets = new Set<Socket>();
  let onConnection = () => {};
  const connected = new Promise<void>((resolve) => (onConnection = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    onConnection();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface SlowSmtpPeerOptions {
  /** How long it waits before each reply. */
  replyDelayMs: number;
  /** How long it waits before answering a message it has already taken (default replyDelayMs). */
  acceptDelayMs?: number;
}

/**
 * A mail server that is slow but alive: it speaks just enough SMTP, waits before every reply, and
 * keeps a message the moment its end arrives, before saying so (as a real queueing server does),
 * so a sender that gives up waiting for that answer has still delivered the mail.
 */
export async function startSlowSmtpPeer(options: SlowSmtpPeerOptions): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    // Replies leave in order, each after its wait.
    let replies = Promise.resolve();
    const reply = (line: string, delayMs = options.replyDelayMs) => {
      replies = replies
        .then(() => new Promise((resolve) => setTimeout(resolve, delayMs)))
        .then(() => {
          if (!socket.destroyed) socket.write(`${line}\r\n`);
        });
    };
    let buffered = '';
    let data: string | null = null;
    let to: string[] = [];
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('binary');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line !== '.') {
            data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
            continue;
          }
          received.push({ to, raw: data });
          data = null;
          to = [];
          reply('250 queued', options.acceptDelayMs);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 slow.test');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          void replies.then(() => socket.end());
        } else reply('250 ok');
      }
    });
    reply('220 slow.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
