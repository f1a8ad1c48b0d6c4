import {
  type AttributeDefinition,
  type AttributeEntityName,
  GenericAttribute,
  GenericAttributeValue,
  type Row,
  SELECTIVE_ATTRIBUTE_TYPES,
} from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { Caller } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';

/** Most attributes a store keeps of one entity (a form shows them all): `maximum-attributes.ts`. Reads are never cut. */
export const ATTRIBUTES_MAX = 500;

/** Which attributes a read asks for (spec 000 §7: entityName, relationTypeName, isActived, isFilterable). */
export interface AttributeQuery {
  readonly entityName: AttributeEntityName;
  /** A narrower set's own attributes and the entity's general ones (no relation type); absent: all of them. */
  readonly relationTypeName?: string;
  readonly isActived?: boolean;
  readonly isFilterable?: boolean;
  /** Only the dropdowns, multi-checkboxes and radios (`getSelectiveGenericAttributes`). */
  readonly selective?: boolean;
}

/** An attribute as the calls answer it: its row and its values, each in display order. */
export type AttributeRow = Row & AttributeDefinition;

const sameText = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** Reads a store's attribute definitions with their values, through the engine's resources (`db` may be a transaction). */
export function attributeDefinitions(db: AnyDb, registry: EntityRegistry) {
  const attributes = new ResourceService(db, registry, GenericAttribute);
  const values = new ResourceService(db, registry, GenericAttributeValue);

  /** Values of the attributes `ids`, by attribute. */
  async function valuesOf(ids: readonly number[], caller: Caller): Promise<Map<number, Row[]>> {
    const byAttribute = new Map<number, Row[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byAttribute;
    const rows = await values.all({ genericAttributeId: [...ids], sort: 'displayOrder' }, caller);
    for (const row of rows) byAttribute.get(Number(row.genericAttributeId))?.push(row);
    return byAttribute;
  }

  return {
    /** The attributes `query` names, in display order, each with its values. */
    async read(query: AttributeQuery, caller: Caller): Promise<AttributeRow[]> {
      const filters: Record<string, unknown> = { entityName: [query.entityName], sort: 'displayOrder' };
      if (query.isActived !== undefined) filters.isActived = [query.isActived];
      if (query.isFilterable !== undefined) filters.isFilterable = [query.isFilterable];
      if (query.selective) filters.attributeControlTypeId = [...SELECTIVE_ATTRIBUTE_TYPES];
      const { relationTypeName } = query;
      const rows = (await attributes.all(filters, caller)).filter(
        (row) => relationTypeName === undefined || row.relationTypeName === null || sameText(row.relationTypeName, relationTypeName),
      );
      const valueRows = await valuesOf(
        rows.map((row) => Number(row.id)),
        caller,
      );
      return rows.map((row) => ({ ...row, genericAttributeValues: valueRows.get(Number(row.id)) ?? [] }) as unknown as AttributeRow);
    },
    valuesOf,
  };
}
