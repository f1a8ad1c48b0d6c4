import { disableTwoFactorSchema, setTwoFactorSchema } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { accountSession } from './account-session.js';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, twoFactorStatus } from './two-factor-service.js';

const tags = ['Authentication'];
const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

/** Two-factor authentication with an authenticator app (RFC 6238) and one-time recovery codes. */
export function twoFactorRoutes(ctx: AppContext) {
  return async (app: App) => {
    const signedInOnly = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Authentication/getTwoFactorAuthenticationStatus',
      {
        ...signedInOnly,
        schema: { tags, summary: 'Whether two-factor is on', response: { 200: dataOf(z.object({ enabled: z.boolean() })), ...errors } },
      },
      async (request) => ({ data: await twoFactorStatus(ctx.db, accountSession(request).customerId) }),
    );

    app.post(
      '/api/Authentication/setTwoFactorAuthentication',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary:
            'With the current password: without a code, a new secret and QR code (pending); with a correct code, turn on (or, in a session opened with a recovery code, replace the authenticator), answering recovery codes once',
          body: setTwoFactorSchema,
          response: {
            200: dataOf(
              z.union([
                z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
                z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) }),
              ]),
            ),
            ...errors,
          },
        },
      },
      async (request) => {
        const session = accountSession(request);
        const { password, pinCode } = request.body;
        if (!pinCode) return { data: await beginTwoFactor(ctx, session, password) };
        return { data: await confirmTwoFactor(ctx, session, password, pinCode, ctx.now()) };
      },
    );

    app.post(
      '/api/Authentication/disableTwoFactorAuthentication',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary:
            'Turn two-factor off with the current password and a current code or a recovery code (the password alone in a session opened with a recovery code)',
          body: disableTwoFactorSchema,
          response: { 200: dataOf(z.object({ enabled: z.literal(false) })), ...errors },
        },
      },
      async (request) => ({ data: await disableTwoFactor(ctx, accountSession(request), request.body) }),
    );
  };
}
