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
});

/** Application identity header sent by the web (spec 000 §7). */
export const APP_IDENTITY_HEADER = 'application-identity';

export function applicationIdentity(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[APP_IDENTITY_HEADER];
  return typeof value === 'string' ? value.slice(0, 100) : '';
}
