import type { AddressInfo } from 'node:net';
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
 * boundary instead of mocking the mailer.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
