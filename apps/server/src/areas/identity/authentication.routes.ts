import { fail, pinCodeSchema, recoveryCodeSchema, safeString, safeText } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { applicationAllowed, unknownApplication } from '../../http/application-identity.js';
import { sessionState } from '../../http/auth.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { rememberLanguage } from '../messaging/mail-links.js';
import { applicationIdentity, authRecordSchema } from './auth-schemas.js';
import { deviceCookiesOf } from './device-cookie.js';
import { closeSessions, guestRecord, refreshSession } from './sessions.js';
import { signin } from './signin.js';

const signinBody = z.strictObject({
  username: safeText(100).refine((v) => v.length > 0, { message: 'common.error.required' }),
  password: safeString(200).refine((v) => v.length > 0, { message: 'common.error.required' }),
  pinCode: pinCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});

const tags = ['Authentication'];
const authErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

/** Sign-in, refresh, sign-out, guest tokens and the authentication check (spec 000 §7). */
export function authenticationRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.post(
      '/api/Authentication/signin',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'Sign in with user name and password (and the authenticator or a recovery code when two-factor is on)',
          description:
            'A success sets an HttpOnly device cookie (path /api/Authentication): sent with later sign-ins to this account, it keeps them apart from strangers, whose wrong passwords then lock out only strangers. It grants nothing without the password.',
          body: signinBody,
          response: { 200: dataOf(authRecordSchema), ...authErrors },
        },
      },
      async (request, reply) => {
        const { username } = request.body;
        const devices = await deviceCookiesOf(ctx);
        const client = {
          address: request.ip,
          appIdentity: applicationIdentity(request.headers),
          devices,
          cookieHeader: request.headers.cookie,
        };
        const { record, credential } = await signin(ctx, request.body, client);
        // Mail to the customer is written in the language they last signed in with (messaging/mail-links.ts).
        await rememberLanguage(ctx.db, record.username, request);
        // The one cookie the API sets: it names a known device and grants nothing without the password.
        reply.header('set-cookie', devices.issue(username, credential, ctx.now(), request.protocol === 'https'));
        return { data: record };
      },
    );

    app.post(
      '/api/Authentication/refresh',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'Trade a refresh token for a new access token and refresh token (the old one is spent)',
          body: z.strictObject({ refresh_token: safeString(200) }),
          response: { 200: dataOf(authRecordSchema), ...authErrors },
        },
      },
      async (request) => {
        const record = await refreshSession(ctx.db, ctx.tokens, request.body.refresh_token, applicationIdentity(request.headers));
        await rememberLanguage(ctx.db, record.username, request);
        return { data: record };
      },
    );

    app.post(
      '/api/Authentication/signout',
      {
        ...guard(ctx.db, { kind: 'user' }),
        schema: {
          tags,
          summary: 'Sign out of this device, or of all devices',
          body: z.strictObject({ allDevices: z.boolean().default(false) }).optional(),
          response: { 200: dataOf(z.object({ signedOut: z.boolean() })), 401: errorSchema },
        },
      },
      async (request) => {
        const claims = request.claims;
        if (!claims) throw fail('common.error.signinfirst');
        await closeSessions(ctx.db, claims.sub, claims.sid, request.body?.allDevices ?? false);
        return { data: { signedOut: true } };
      },
    );

    app.get(
      '/api/Authentication/GetAnonymousToken',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'A guest token for an application’s anonymous visitor',
          description: 'appIdentity, when given, must name an active application (as the application-identity header must).',
          querystring: z.strictObject({ appIdentity: safeText(100).optional() }),
          response: { 200: dataOf(authRecordSchema), 403: errorSchema },
        },
      },
      async (request) => {
        const named = request.query.appIdentity || undefined;
        if (!(await applicationAllowed(request, named))) throw unknownApplication();
        return { data: guestRecord(ctx.tokens, named ?? applicationIdentity(request.headers)) };
      },
    );

    app.get(
      '/api/Authentication/CheckAuthenticated',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'Whether the bearer token belongs to an open session (a guest is not authenticated)',
          response: { 200: dataOf(z.object({ authenticated: z.boolean(), username: z.string().nullable(), roles: z.string() })) },
        },
      },
      async (request) => {
        const claims = request.claims;
        // Roles as they are now, not as the token remembers them.
        const state = claims && !claims.guest ? await sessionState(ctx.db, claims) : null;
        return {
          data: {
            authenticated: state !== null,
            username: state && claims ? claims.username : null,
            roles: state ? state.roles.sort().join(',') : '',
          },
        };
      },
    );
  };
}
