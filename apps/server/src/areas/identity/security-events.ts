import type { SecurityEventKind } from '@store/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface SecurityEventInput {
  customerId: number;
  kind: SecurityEventKind;
  /** Who made the change when it was not the account's owner (an administrator); omitted for the owner. */
  actorId?: number | null;
}

/** Records a sensitive change; call it with the transaction that makes the change, so both or neither are kept. */
export async function recordSecurityEvent(db: Kysely<Database>, event: SecurityEventInput): Promise<void> {
  await db
    .insertInto('securityEvents')
    .values({ customerId: event.customerId, kind: event.kind, actorId: event.actorId ?? null })
    .execute();
}

export interface SecurityEvent {
  id: number;
  kind: string;
  at: string;
  /** The user name of whoever made the change when it was not the owner (null: the owner). */
  actor: string | null;
}

/** The account's latest sensitive changes, newest first. */
export async function securityEvents(db: Kysely<Database>, customerId: number, limit = 50): Promise<SecurityEvent[]> {
  const rows = await db
    .selectFrom('securityEvents as e')
    .leftJoin('customers as a', 'a.id', 'e.actorId')
    .select(['e.id', 'e.kind', 'e.createdAt', 'a.username as actorName'])
    .where('e.customerId', '=', customerId)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.createdAt.toISOString(),
    actor: row.actorName ?? null,
  }));
}
