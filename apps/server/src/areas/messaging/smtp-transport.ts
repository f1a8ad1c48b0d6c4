import type { NodemailerError } from 'nodemailer';
import { createTransport } from 'nodemailer';

/** How long each wait of an SMTP conversation may last (connecting, the greeting, each answer) unless the app says otherwise. */
export const SMTP_TIMEOUT_MS = 15_000;

/** What an SMTP connection needs of a messaging account (the password already opened). */
export interface SmtpAccount {
  host: string;
  port: number;
  enableSsl: boolean;
  useDefaultCredentials: boolean;
  username: string | null;
  password: string | null;
}

/**
 * A nodemailer transport for one account. `enableSsl`: TLS from the first byte (implicit TLS,
 * `secure`); off: a plain connection upgraded with STARTTLS whenever the server offers it.
 * Certificates are always verified. `useDefaultCredentials`: no sign-in (a relay that trusts
 * this server); otherwise the user name and password sign in. No logger: a conversation (which
 * carries the password in AUTH) is never written anywhere.
 */
export function smtpTransport(account: SmtpAccount, timeoutMs = SMTP_TIMEOUT_MS) {
  const signIn = !account.useDefaultCredentials && account.username;
  return createTransport({
    host: account.host,
    port: account.port,
    secure: account.enableSsl,
    ...(signIn ? { auth: { user: account.username ?? '', pass: account.password ?? '' } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: false,
    debug: false,
    tls: { rejectUnauthorized: true },
  });
}

/** What an SMTP server (or the way to it) said: its reply code when it gave one, and its text. */
export interface SmtpAnswer {
  code: number | null;
  text: string;
  /** The server refused for good (a 5xx other than 503): trying again will not help. */
  permanent: boolean;
  /** Nothing was heard in time. */
  timedOut: boolean;
}

/** Removes a password from a text in every form it travels in (as typed, and inside AUTH's base64). */
export function withoutSecret(text: string, secret: string | null | undefined): string {
  if (!secret) return text;
  let out = text.split(secret).join('***');
  for (const encoded of [Buffer.from(secret).toString('base64'), encodeURIComponent(secret)]) {
    if (encoded.length >= 4) out = out.split(encoded).join('***');
  }
  return out;
}

/**
 * The answer an SMTP failure carries: the server's code and text when it replied, else what went
 * wrong on the way (connection refused, a name that does not resolve, a certificate refused, a
 * timeout) — never the password, which is taken out of the text whatever put it there.
 */
export function answerOf(error: unknown, password: string | null): SmtpAnswer {
  const failure = (error ?? {}) as NodemailerError;
  const text = withoutSecret(String(failure.response ?? failure.message ?? error), password).slice(0, 1000);
  return {
    code: typeof failure.responseCode === 'number' ? failure.responseCode : null,
    text,
    permanent: failure.permanent === true,
    timedOut: failure.code === 'ETIMEDOUT',
  };
}
