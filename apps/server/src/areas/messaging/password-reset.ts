import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_RESET_LINK_MINUTES,
  DomainError,
  type Language,
  MESSAGING_SETTINGS,
  RESET_LINK_MINUTES_MAX,
  RESET_LINK_MINUTES_MIN,
  RESET_PASSWORD_PATH,
  settingInteger,
} from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { hashPassword } from '../identity/password.js';
import { recordSecurityEvent } from '../identity/security-events.js';
import { revokeEverySession } from '../identity/sessions.js';
import { clearThrottle, SIGNIN_PER_ACCOUNT, type ThrottleRule, takeAttempt, throttleKey } from '../identity/throttle.js';
import { readInstallationSetting } from '../operations/settings-reader.js';
import { languageOf, pageAddress, storeTitleIn } from './mail-links.js';
import { queueMail } from './mail-queue.js';
import { mailText } from './mail-texts.js';

/** Reset requests from one address: a person who mistypes a few times, not a mail cannon. */
export const RESET_REQUESTS_PER_ADDRESS: ThrottleRule = {
  name: 'reset-address',
  limit: 5,
  windowSeconds: 900,
  code: 'security.error.toomanyrequests',
};
/** Reset mails to one account an hour: beyond, requests are answered alike and send nothing (nobody fills an inbox). */
export const RESET_MAILS_PER_ACCOUNT: ThrottleRule = { name: 'reset-account', limit: 3, windowSeconds: 3600 };

/** A token's stored form: SHA-256 (256 random bits need no slow hash; a copy of the table opens no link). */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** How long a link lasts: the installation's `security.passwordresetminutes`. */
export async function resetLinkMinutes(ctx: Pick<AppContext, 'db'>): Promise<number> {
  const value = await readInstallationSetting(ctx.db, MESSAGING_SETTINGS.resetLinkMinutes);
  return settingInteger(value, DEFAULT_RESET_LINK_MINUTES, RESET_LINK_MINUTES_MIN, RESET_LINK_MINUTES_MAX);
}

export interface ResetRequest {
  email: string;
  /** The request's language: the mail's, when the account has none of its own yet. */
  language: Language;
  /** The site's origin and the store's path prefix the link is built on; null origin: no link can be trusted, nothing is sent. */
  origin: string | null;
  prefix: string;
  address: string;
  storeId: number;
}

/**
 * Asks for a reset link. Whatever happens — no such account, a switched-off one, too many mails to
 * it this hour, no origin to build the link on — the caller is answered alike (the minutes a link
 * lasts); only the address's own allowance answers 429. For an active account holding the e-mail,
 * a single-use token is stored hashed with the account's security stamp and the mail is queued in
 * the same transaction. Answers whether a mail was queued (for the route's nudge, never for the caller).
 */
export async function requestReset(ctx: AppContext, request: ResetRequest): Promise<{ minutes: number; queued: boolean }> {
  await takeAttempt(ctx.db, RESET_REQUESTS_PER_ADDRESS, throttleKey(RESET_REQUESTS_PER_ADDRESS, request.address));
  const minutes = await resetLinkMinutes(ctx);
  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'username', 'email', 'firstName', 'language', 'securityStamp'])
    .where(sql`lower(email)`, '=', request.email.toLowerCase())
    .where('isDeleted', '=', false)
    .where('isActive', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  if (!customer?.email || request.origin === null) return { minutes, queued: false };
  try {
    await takeAttempt(ctx.db, RESET_MAILS_PER_ACCOUNT, throttleKey(RESET_MAILS_PER_ACCOUNT, String(customer.id)));
  } catch (error) {
    if (error instanceof DomainError) return { minutes, queued: false };
    throw error;
  }
  const token = randomBytes(32).toString('base64url');
  const language = languageOf(customer.language, request.language);
  const link = `${pageAddress(request.origin, `${request.prefix}${RESET_PASSWORD_PATH}`, language)}#token=${token}`;
  const store = await storeTitleIn(ctx.db, request.storeId, language);
  const params = { name: customer.firstName || customer.username, username: customer.username, minutes, link, store };
  const mail = mailText(language, 'passwordreset', params, ['name', 'username', 'store']);
  await ctx.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ expiresAt: Date }>`
      INSERT INTO password_resets (customer_id, token_hash, security_stamp, expires_at)
      VALUES (${customer.id}, ${tokenHash(token)}, ${customer.securityStamp}, now() + make_interval(mins => ${minutes}))
      RETURNING expires_at AS "expiresAt"`.execute(trx);
    await queueMail(trx, ctx, {
      kind: 'passwordReset',
      to: customer.email ?? '',
      language,
      ...mail,
      expiresAt: rows[0]?.expiresAt ?? null,
    });
  });
  return { minutes, queued: true };
}

const refused = (code: string) => new DomainError(code, 400);

/**
 * Sets a new password with a link's token, once: in one transaction with the link's row locked —
 * a second use (or a race of two) finds it used. A link is refused with its own code when unknown,
 * used, expired, or stale (the account's security stamp changed since it was asked for: its password
 * was changed, or its sessions ended). The reset ends every session of the account (a new stamp),
 * spends every other open link of it, clears its sign-in lockout and is recorded as `passwordreset`.
 * Two-factor stays as it was.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const hash = tokenHash(token);
  const judge = async (db: AppContext['db'], lock: boolean) => {
    let query = db
      .selectFrom('passwordResets as r')
      .innerJoin('customers as c', 'c.id', 'r.customerId')
      .select(['r.id', 'r.customerId', 'r.usedAt', 'r.securityStamp', 'c.username', 'c.isActive', 'c.isDeleted'])
      .select(sql<boolean>`r.expires_at <= now()`.as('expired'))
      .select(sql<boolean>`r.security_stamp <> c.security_stamp`.as('stale'))
      .where('r.tokenHash', '=', hash);
    if (lock) query = query.forUpdate();
    const link = await query.executeTakeFirst();
    if (!link?.isActive || link.isDeleted) throw refused('security.error.resetlinkinvalid');
    if (link.usedAt) throw refused('security.error.resetlinkused');
    if (link.expired || link.stale) throw refused('security.error.resetlinkexpired');
    return link;
  };
  // Judged before the costly hash, and again under the lock (another use may have come between).
  await judge(ctx.db, false);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const link = await judge(trx, true);
    await trx.updateTable('customers').set({ passwordHash, updatedAt: new Date() }).where('id', '=', link.customerId).execute();
    await trx
      .updateTable('passwordResets')
      .set({ usedAt: sql`now()` })
      .where('customerId', '=', link.customerId)
      .where('usedAt', 'is', null)
      .execute();
    await revokeEverySession(trx, link.customerId);
    await recordSecurityEvent(trx, { customerId: link.customerId, kind: 'passwordreset' });
    await clearThrottle(trx, throttleKey(SIGNIN_PER_ACCOUNT, link.username));
  });
}
