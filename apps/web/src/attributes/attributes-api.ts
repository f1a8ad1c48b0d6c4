import type { AttributeDefinition, AttributeEntityName } from '@store/domain';
import { api } from '../api/api-client';
import type { Texts } from '../cms/pages/pages-api';

/** An attribute as getGenericAttributes answers it (its definition and how the editor lays it out). */
export interface Attribute extends AttributeDefinition {
  readonly groupName: Texts | null;
  readonly displayOrder: number;
  readonly isActived: boolean;
}

/** What one row holds for one attribute (the attribute type's stored text). */
export interface AttributeMapping {
  readonly id: number;
  readonly genericAttributeId: number;
  readonly value: string;
}

/** The Attribute calls of spec 000 §7 the attribute editor makes. */
export const attributesApi = {
  /** The store's active attributes of an entity, in display order, with their values. */
  definitions: async (entityName: AttributeEntityName, signal?: AbortSignal) =>
    (
      await api<{ data: Attribute[] }>('GET', '/api/Attribute/getGenericAttributes', {
        query: { entityName, isActived: 'true' },
        ...(signal ? { signal } : {}),
      })
    ).data,
  /** What one row holds. */
  mappings: async (entityName: AttributeEntityName, entityId: number, signal?: AbortSignal) =>
    (
      await api<{ data: AttributeMapping[] }>('GET', '/api/Attribute/getGenericAttributeMappings', {
        query: { entityName, entityId },
        ...(signal ? { signal } : {}),
      })
    ).data,
  /** Saves what one row holds for every active attribute of its entity, as a whole. */
  save: async (entityName: AttributeEntityName, entityId: number, texts: Readonly<Record<number, string | null>>) =>
    (
      await api<{ data: AttributeMapping[] }>('POST', '/api/Attribute/saveGenericAttributeMappings', {
        query: { entityName, entityId },
        body: Object.entries(texts).map(([id, value]) => ({ entityName, entityId, genericAttributeId: Number(id), value })),
      })
    ).data,
};
