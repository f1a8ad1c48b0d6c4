import { APPLICATION_IDENTITY_HEADER } from '@store/domain';
import { z } from 'zod';

/** The auth record of spec 000 §3 as an OpenAPI/serialization schema. */
export const authRecordSchema = z.object({
  username: z.string(),
  roles: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  expire_date: z.string(),
  applicationIdentity: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  logo: z.string().nullable(),
  maxvalidationtime: z.number(),
  /** Signed in with a recovery code (issue 9): the web takes the user to set up two-factor again or turn it off. */
  recoveryCodeUsed: z.boolean(),
});

/** The request's application identity (spec 000 §7; checked in `http/application-identity.ts`), or empty. */
export function applicationIdentity(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[APPLICATION_IDENTITY_HEADER];
  return typeof value === 'string' ? value.slice(0, 100) : '';
}
