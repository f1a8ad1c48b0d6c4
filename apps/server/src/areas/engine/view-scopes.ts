import { type EntityDef, entityScope, type Scope } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { levelsByEntity } from '../identity/access.js';

/**
 * Which rows of each entity a non-administrator may open (`all`, `own` or `none`), in at most
 * two queries: store-scoped entities by the roles that count in `storeId`, the others by the
 * roles that count installation-wide. A caller who is not signed in (id 0) opens nothing but
 * public entities.
 */
export async function viewScopes(
  db: AnyDb,
  customerId: number,
  targets: readonly EntityDef[],
  storeId: number | null,
): Promise<Map<EntityDef, Scope>> {
  const scopes = new Map<EntityDef, Scope>();
  for (const storeScoped of [true, false]) {
    const group = targets.filter((t) => Boolean(t.storeScoped) === storeScoped);
    if (group.length === 0) continue;
    const levels = customerId
      ? await levelsByEntity(
          db,
          customerId,
          group.map((t) => t.name),
          storeScoped ? storeId : null,
        )
      : new Map();
    for (const target of group) scopes.set(target, entityScope(target, levels.get(target.name.toLowerCase()) ?? [], 'view'));
  }
  return scopes;
}
