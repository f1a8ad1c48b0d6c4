import { DomainError, type EffectEvent, type EntityDef, inputSchema } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { EntityRegistry } from './entity-registry.js';
import { col, scoped } from './entity-sql.js';
import type { EntityWriter } from './entity-writer.js';

/**
 * Runs the writes an entity's effects ask for, inside the transaction of the write or action
 * that caused them: if one is refused or fails, the whole transaction — the cause included — is
 * rolled back. Written values are validated by the target entity's own schema; rows are written
 * in the cause's store, and an update reaches only a row of that store.
 */
export async function runEffects(
  trx: AnyDb,
  registry: EntityRegistry,
  writer: EntityWriter,
  entity: EntityDef,
  event: EffectEvent,
): Promise<void> {
  const writes = entity.effects?.(event) ?? [];
  const storeId = event.caller.storeId;
  for (const write of writes) {
    if ('refuse' in write) throw new DomainError(write.refuse, 409);
    const mode = 'create' in write ? 'create' : 'update';
    const target = registry.get('create' in write ? write.create : write.update);
    // A target's own guards of its writes — a recent password confirmation, its write checks — run
    // on its own routes only: an effect writing it would skip them. A declaration bug, not an answer.
    if ((target.recentConfirmation && !entity.recentConfirmation) || registry.writeChecksOf(target).length > 0) {
      throw new Error(
        `an effect of ${entity.name} wrote ${target.name}, whose writes need their own checks: write it through its own routes`,
      );
    }
    const parsed = inputSchema(target, mode, registry.childrenOf(target)).safeParse(write.values);
    if (!parsed.success) {
      // Values come from the declaration's own code, not from a client: a bug to fix, not an answer.
      throw new Error(`an effect of ${entity.name} wrote an invalid ${target.name}: ${JSON.stringify(parsed.error.issues)}`);
    }
    const owner = { ownerId: event.caller.id || null, storeId };
    if ('create' in write) {
      await writer.insert(trx, target, parsed.data, owner);
      continue;
    }
    const found = await scoped(target, trx.selectFrom(`${target.table} as t`).select('t.id'), { storeId, ownerId: null })
      .where(col('id'), '=', write.id)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new Error(`an effect of ${entity.name} updated a missing ${target.name} ${write.id}`);
    await writer.update(trx, target, write.id, parsed.data, owner);
  }
}
