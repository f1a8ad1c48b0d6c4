import { ADMIN_ROLE, type Language, MessagingAccount, testConnectionAnswerSchema, testConnectionSchema, translate } from '@store/domain';
import type { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { ValidationFailure } from '../../http/validation.js';
import { openPassword, SecretUnreadable, storedAccount } from './messaging-accounts.js';
import { answerOf, SMTP_TIMEOUT_MS, smtpTransport } from './smtp-transport.js';

type Answer = z.infer<typeof testConnectionAnswerSchema>;
type Body = z.output<typeof testConnectionSchema>;

/** The code the account's own update answers when its password would follow a changed server. */
const PASSWORD_AGAIN = MessagingAccount.fields.password.keptWhileSame.code;

/**
 * Connects to the SMTP server with the form's values and signs in (nodemailer's `verify`), as
 * sending would: the server's refusal (its code and text) or what stopped the connection is the
 * answer, not a failed call. The password is the one sent, else — `accountId` naming a saved account
 * whose host, port and user name the form still has — the stored one; it never appears in the answer.
 * A stored password is never sent to another server: the form changed those, it is typed again (400).
 */
export async function testConnection(ctx: AppContext, body: Body, language: Language): Promise<Answer> {
  let password = body.password || null;
  if (!password && body.accountId !== undefined) {
    const saved = await storedAccount(ctx.db, body.accountId);
    const moved = saved && (saved.host !== body.host || saved.port !== body.port || (saved.username ?? null) !== (body.username || null));
    if (moved && saved.password) throw new ValidationFailure({ password: { code: PASSWORD_AGAIN } });
    try {
      password = openPassword(ctx, saved?.password ?? null);
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      return { ok: false, code: null, answer: translate(language, 'messaging.error.unreadablepassword') };
    }
  }
  const timeoutMs = ctx.mailTimeoutMs ?? SMTP_TIMEOUT_MS;
  const { accountId: _named, ...connection } = body;
  const transport = smtpTransport({ ...connection, username: body.username ?? null, password }, timeoutMs);
  try {
    await transport.verify();
    return { ok: true, code: null, answer: translate(language, 'messaging.connection.ok') };
  } catch (error) {
    const answer = answerOf(error, password);
    if (answer.timedOut) {
      return { ok: false, code: null, answer: translate(language, 'messaging.error.timeout', { seconds: Math.ceil(timeoutMs / 1000) }) };
    }
    const key = answer.code === null ? 'messaging.connection.failed' : 'messaging.connection.refused';
    return { ok: false, code: answer.code, answer: translate(language, key, { code: answer.code ?? '', answer: answer.text }) };
  } finally {
    transport.close();
  }
}

/**
 * `POST /api/MessagingAccounts/testConnection` (spec 001 §2 "test connection"), administrators only,
 * and a power change like the account's writes: it can send the stored password to a host it names.
 */
export function testConnectionRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.post(
      '/api/MessagingAccounts/testConnection',
      {
        ...guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE], recentConfirmation: true }),
        schema: {
          tags: ['MessagingAccounts'],
          summary: 'Connects to the SMTP server with these values and signs in; answers whether it accepted, else its code and text',
          description:
            'The values of the account form, saved or not. With `accountId` and no `password`, the saved account’s password is used while host, port and user name are the saved ones (else 400 on `password`: type it again). The password is never answered. Needs a recent password confirmation.',
          body: testConnectionSchema,
          response: { 200: dataOf(testConnectionAnswerSchema), ...guardedErrors },
        },
      },
      async (request) => ({ data: await testConnection(ctx, request.body as Body, requestLanguage(request)) }),
    );
  };
}
