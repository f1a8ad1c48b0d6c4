import { DomainError, type EntityDef, type Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { isReferenced } from './blockers.js';
import type { EntityRegistry } from './entity-registry.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Refuses an update of the locked row `before` that changes one of the entity's `fixedWhenUsed`
 * fields while any row references it (409 with the declared code). Run under the row's lock, so a
 * reference added at the same moment waits for the lock (its writer locks the row it names).
 */
export async function refuseFixedWhenUsed(trx: AnyDb, registry: EntityRegistry, entity: EntityDef, before: Row, sent: Row): Promise<void> {
  const fixed = entity.fixedWhenUsed;
  if (!fixed) return;
  const changes = fixed.fields.some((name) => sent[name] !== undefined && !same(sent[name], before[name]));
  if (changes && (await isReferenced(trx, registry, entity, before.id as number))) throw new DomainError(fixed.code, 409);
}
