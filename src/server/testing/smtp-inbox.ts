import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives. */
export async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[]; next(): Promise<Received> }> {
  const inbox: Received[] = [];
  const waiters: Array<(m: Received) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        inbox.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const seen = { n: 0 };
  return {
    server,
    port,
    inbox,
    next: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no e-mail within 10 s')), 10_000);
        const take = (m: Received) => {
          clearTimeout(timer);
          resolve(m);
        };
        if (inbox.length > seen.n) take(inbox[seen.n]);
        else waiters.push(take);
        seen.n += 1;
      }),
  };
}

/** The quoted-printable body, unfolded, so links can be matched whole. */
export const bodyText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
