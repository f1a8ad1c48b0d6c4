import { changeEmailSchema, changeMobileSchema, changePasswordSchema, registerSchema } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { rememberLanguage } from '../messaging/mail-links.js';
import { changeContact } from './account-contact.js';
import { accountSecurity } from './account-security.js';
import { changePassword, register } from './account-service.js';
import { accountSession } from './account-session.js';
import { applicationIdentity, authRecordSchema } from './auth-schemas.js';
import { deviceCookiesOf } from './device-cookie.js';

const tags = ['Authentication'];
const stepUpErrors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

const securitySchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  signedInWithRecoveryCode: z.boolean(),
  events: z.array(z.object({ id: z.number(), kind: z.string(), at: z.string(), actor: z.string().nullable() })),
});

/** Registration, the account's security page and its sensitive changes (spec 000 §5 rules, spec 001 §8 security errors). */
export function accountRoutes(ctx: AppContext) {
  return async (app: App) => {
    const signedInOnly = guard(ctx.db, { kind: 'user' });

    app.post(
      '/api/Authentication/register',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'Register a customer account and sign in',
          body: registerSchema,
          response: { 201: dataOf(authRecordSchema), 400: errorSchema, 409: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const record = await register(ctx, request.body, request.ip, applicationIdentity(request.headers));
        // Mail to the customer is written in the language they use (messaging/mail-links.ts).
        await rememberLanguage(ctx.db, record.username, request);
        return reply.status(201).send({ data: record });
      },
    );

    app.post(
      '/api/Authentication/changePassword',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary:
            'Change the password (the current one in the same request, and a code while two-factor is on); every other session is signed out',
          body: changePasswordSchema,
          response: { 200: dataOf(z.object({ changed: z.literal(true) })), ...stepUpErrors },
        },
      },
      async (request, reply) => {
        const session = accountSession(request);
        const { credential, ...answer } = await changePassword(ctx, session, request.body);
        // The browser that changed the password stays a known device (the others are strangers now).
        const devices = await deviceCookiesOf(ctx);
        reply.header('set-cookie', devices.issue(session.username, credential, ctx.now(), request.protocol === 'https'));
        return { data: answer };
      },
    );

    app.post(
      '/api/Authentication/changeEmail',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary: 'Change or remove (null) the e-mail address, with the current password (and a code while two-factor is on)',
          body: changeEmailSchema,
          response: { 200: dataOf(z.object({ email: z.string().nullable() })), ...stepUpErrors },
        },
      },
      async (request) => ({
        data: { email: await changeContact(ctx, accountSession(request), 'email', request.body, request.body.email) },
      }),
    );

    app.post(
      '/api/Authentication/changeMobile',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary: 'Change or remove (null) the mobile number, with the current password (and a code while two-factor is on)',
          body: changeMobileSchema,
          response: { 200: dataOf(z.object({ mobile: z.string().nullable() })), ...stepUpErrors },
        },
      },
      async (request) => ({
        data: { mobile: await changeContact(ctx, accountSession(request), 'mobile', request.body, request.body.mobile) },
      }),
    );

    app.get(
      '/api/Authentication/getAccountSecurity',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary:
            'The signed-in account: e-mail, mobile, two-factor, recovery codes left, whether this session was opened with a recovery code, the latest sensitive changes',
          response: { 200: dataOf(securitySchema), 401: errorSchema },
        },
      },
      async (request) => ({ data: await accountSecurity(ctx.db, accountSession(request)) }),
    );
  };
}
