import type { Row, SecurityEventKind } from '@store/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WriteCheck, WriteDone } from '../engine/write-checks.js';
import { recordSecurityEvent } from './security-events.js';
import { revokeEverySession } from './sessions.js';

const value = (row: Row, field: string) => row[field] ?? null;
const changed = (field: string) => (before: Row, after: Row) => value(before, field) !== value(after, field);
/** The ids of a many-to-many field as a set (their order in the answer says nothing). */
const idSet = (row: Row, field: string) => JSON.stringify([...((row[field] as number[] | undefined) ?? [])].sort((a, b) => a - b));

/**
 * Changes of a customer their owner must see on their security page, each with the rule that
 * spots it between the row before and after: the user name they sign in with, the e-mail and mobile
 * that reach them, the roles that decide what they may do, whether the account is on.
 */
const ACCOUNT_EVENTS: readonly (readonly [SecurityEventKind, (before: Row, after: Row) => boolean])[] = [
  ['usernamechanged', changed('username')],
  ['emailchanged', changed('email')],
  ['mobilechanged', changed('mobile')],
  ['roleschanged', (before, after) => idSet(before, 'roleIds') !== idSet(after, 'roleIds')],
  ['switchedoff', (before, after) => before.isActive === true && after.isActive === false],
  ['switchedon', (before, after) => before.isActive === false && after.isActive === true],
];

const switchedOff = (write: WriteDone) => write.op === 'delete' || (write.before?.isActive === true && write.after?.isActive === false);

/**
 * What an administrator's change of a customer (through the Customer resource, or a role given or
 * taken) brings with it, in the same transaction: each change the owner must see — user name,
 * e-mail, mobile, roles, switched off or on — is recorded on the customer's security page with the
 * administrator as its author, and switching a customer off or deleting them ends every session
 * they have — switching them back on later revives none.
 */
export const customerAccountChanges: WriteCheck = {
  follow: async (trx, write) => {
    const customerId = write.id;
    if (customerId === null) return;
    const db = trx as Kysely<Database>;
    const { before, after } = write;
    if (write.op === 'update' && before && after) {
      const actorId = write.callerId === customerId ? null : write.callerId;
      for (const [kind, happened] of ACCOUNT_EVENTS) {
        if (happened(before, after)) await recordSecurityEvent(db, { customerId, kind, actorId });
      }
    }
    if (switchedOff(write)) await revokeEverySession(db, customerId);
  },
};
