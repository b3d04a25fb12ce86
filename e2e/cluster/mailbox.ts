import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseMail } from '../../apps/server/src/test/received-mail.ts';
import { startSmtpPeer } from '../../apps/server/src/test/smtp-peer.ts';

// Production has no dev mailbox (it would show anyone's codes), so the cluster's mail goes to a
// real SMTP peer, and this peer's mails are read over HTTP in the dev mailbox's shape: the
// journey's helpers (support/people.ts) read the codes from it, and the journey counts each mail.

export interface ClusterMailbox {
  /** The SMTP_URL both instances send through. */
  smtpUrl: string;
  /** GET answers every mail received so far, as /dev/mailbox.json lists them. */
  url: string;
  close(): Promise<void>;
}

export async function startClusterMailbox(): Promise<ClusterMailbox> {
  const smtp = await startSmtpPeer();
  const http: Server = createServer((_request, response) => {
    const mails = smtp.received.map((mail) => {
      const parsed = parseMail(mail);
      return {
        to: mail.to.join(', '),
        subject: parsed.headers.get('subject') ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        createdAt: parsed.headers.get('date') ?? '',
      };
    });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}/mailbox.json`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
