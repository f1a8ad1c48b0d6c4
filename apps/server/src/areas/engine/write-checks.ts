import type { Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';

/** A write about to run: what a check's lock is told. */
export interface WriteIntent {
  readonly op: 'create' | 'update' | 'delete' | 'action';
  /** The row (null before a create has inserted it). */
  readonly id: number | null;
  /** The fields the write may change (an update's sent fields, a link's many-to-many field). */
  readonly fields: readonly string[];
  readonly action?: string;
  readonly callerId: number;
}

/** A write that has run, not yet committed: what a check judges. */
export interface WriteDone extends WriteIntent {
  readonly before: Row | null;
  /** The row as the API now shows it (null after a delete). */
  readonly after: Row | null;
}

/**
 * A rule of one entity's writes that needs the database, registered by the server's area that
 * owns the rule (`areas/identity/last-administrator.ts`); a pure rule is a guard or an effect's
 * `refuse`. `lock` runs first in the write's transaction, before the row itself is locked: every
 * path that could break the rule takes the same lock there, so two such writes queue instead of
 * both passing. `check` runs after the write (its effects included) in the same transaction and
 * may read what it left: a code refuses the whole write (409) and rolls it back. `follow` runs
 * once every check has passed, still in the transaction: writes of tables no entity declares that
 * must happen with the change or not at all (a customer's security event, their sessions ended).
 */
export interface WriteCheck {
  readonly lock?: (trx: AnyDb, write: WriteIntent) => Promise<void>;
  readonly check?: (trx: AnyDb, write: WriteDone) => Promise<string | null>;
  readonly follow?: (trx: AnyDb, write: WriteDone) => Promise<void>;
}
