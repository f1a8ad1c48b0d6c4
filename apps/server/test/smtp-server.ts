import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test's SMTP server received it: envelope, headers and decoded text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  headers: Map<string, unknown>;
}

export interface TestSmtpServer {
  port: number;
  /** Every mail accepted, in order. */
  mails: ReceivedMail[];
  /** The next `n` mails are refused with a temporary 451 after their text was sent. */
  refuseNext(n: number, code?: number): void;
  /** Waits until `count` mails have arrived (or throws after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, for tests of sending:
 * plain connections (no STARTTLS offered), a sign-in with `user` and `pass` required when given,
 * mails parsed with `mailparser` as a mail client would read them.
 */
export async function startSmtpServer(credentials?: { user: string; pass: string }): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 451 };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username });
      const refused = Object.assign(new Error('Invalid username or password'), { responseCode: 535 });
      return callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.left > 0) {
          refusals = { ...refusals, left: refusals.left - 1 };
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: refusals.code }));
        }
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers as Map<string, unknown>,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    refuseNext(n, code = 451) {
      refusals = { left: n, code };
    },
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`${mails.length} mails arrived, waited for ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
