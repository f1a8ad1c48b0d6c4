import {
  type AttributeEntityName,
  DomainError,
  type FieldIssue,
  GenericAttribute,
  GenericAttributeMapping,
  judgeAttributeTexts,
  type Row,
} from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { ValidationFailure } from '../../http/validation.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { lockShared } from '../engine/shared-locks.js';
import { ATTRIBUTES_MAX, attributeDefinitions } from './attribute-definitions.js';
import { checkOwnFiles } from './customer-files.js';

/** One row of an entity: what a mapping belongs to. */
export interface AttributeHolder {
  readonly entityName: AttributeEntityName;
  readonly entityId: number;
}

/** One sent value (spec 000 §7 saveGenericAttributeMappings). */
export interface SentMapping {
  readonly genericAttributeId: number;
  readonly value: string | null;
}

const MAPPING_KEY = GenericAttributeMapping.unique[0];

/** A removal that found the row already gone counts as done; any other failure stands. */
const alreadyGone = (error: unknown) => {
  if (!(error instanceof DomainError && error.code === 'common.error.notfound')) throw error;
};

/** The mappings of one row, in the attributes' order of ids. */
export function mappingsOf(db: AnyDb, registry: EntityRegistry, holder: AttributeHolder, caller: Caller): Promise<Row[]> {
  const mappings = new ResourceService(db, registry, GenericAttributeMapping);
  return mappings.all({ entityName: [holder.entityName], entityId: [holder.entityId], sort: 'genericAttributeId' }, caller, ATTRIBUTES_MAX);
}

/**
 * Saves what one row holds for its entity's active attributes, as one whole (a relation type narrows
 * the attributes a form offers, never the ones a save judges: the caller does not choose what is required): every such attribute is judged by its type, one
 * not sent as empty (a required one left out is refused like one sent empty); an empty value
 * removes the row's mapping. Nothing is written unless all pass (400 with issues at
 * `attributes.{id}`, or `{index}.genericAttributeId` for an attribute that is none of these).
 * The attributes are held with a shared lock while judged and written, so a change of an
 * attribute's type cannot slip between (it waits, then finds the mapping and is refused).
 */
export async function saveMappings(
  db: AnyDb,
  registry: EntityRegistry,
  holder: AttributeHolder,
  sent: readonly SentMapping[],
  caller: Caller,
): Promise<Row[]> {
  return db.transaction().execute(async (trx) => {
    const definitions = attributeDefinitions(trx, registry);
    const query = { entityName: holder.entityName, isActived: true };
    const first = await definitions.read(query, caller);
    await lockShared(trx, GenericAttribute, [...new Set([...first.map((a) => Number(a.id)), ...sent.map((m) => m.genericAttributeId)])]);
    // Read again under the lock: as last committed.
    const attributes = await definitions.read(query, caller);
    const known = new Set(attributes.map((a) => Number(a.id)));
    const unknown: Record<string, FieldIssue> = {};
    sent.forEach((m, index) => {
      if (!known.has(m.genericAttributeId)) unknown[`${index}.genericAttributeId`] = { code: 'attribute.error.notfound' };
    });
    if (Object.keys(unknown).length > 0) throw new ValidationFailure(unknown);
    const judged = judgeAttributeTexts(attributes, new Map(sent.map((m) => [m.genericAttributeId, m.value])));
    if ('issues' in judged)
      throw new ValidationFailure(Object.fromEntries(Object.entries(judged.issues).map(([id, issue]) => [`attributes.${id}`, issue])));

    const mappings = new ResourceService(trx, registry, GenericAttributeMapping);
    const held = new Map((await mappingsOf(trx, registry, holder, caller)).map((row) => [Number(row.genericAttributeId), row]));
    if (!caller.isAdmin) await checkOwnFiles(trx, caller.storeId ?? 0, caller.customerId, attributes, judged.texts, held);
    for (const [attributeId, text] of judged.texts) {
      const row = held.get(attributeId);
      if (text === null) {
        // Another save of the same row may have removed it a moment ago: gone is what was asked.
        if (row) await mappings.remove(Number(row.id), caller).catch(alreadyGone);
      } else if (row?.value !== text) {
        await mappings.upsert({ ...holder, genericAttributeId: attributeId, value: text }, MAPPING_KEY, caller);
      }
    }
    for (const follow of registry.attributeFollowersOf(holder.entityName)) await follow(trx, holder.entityId);
    return mappingsOf(trx, registry, holder, caller);
  });
}

/** Refuses a list that names more than one row, or another row than the one asked for. */
export function holderOf(query: Partial<AttributeHolder>, items: readonly (AttributeHolder & SentMapping)[]): AttributeHolder {
  const first = items[0] ?? (query.entityName && query.entityId ? (query as AttributeHolder) : undefined);
  if (!first) throw new DomainError('attribute.error.oneentity', 400);
  const holder = { entityName: first.entityName, entityId: first.entityId };
  const same = (h: Partial<AttributeHolder>) =>
    (h.entityName === undefined || h.entityName === holder.entityName) && (h.entityId === undefined || h.entityId === holder.entityId);
  if (!same(query) || !items.every(same)) throw new DomainError('attribute.error.oneentity', 400);
  return holder;
}
