import type { AttributeEntityName } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../api/api-error';
import { type AttributeTexts, serverTextIssues, startingTexts, textIssues } from './attribute-texts';
import { type Attribute, attributesApi } from './attributes-api';

/** The editor's state of one row's attributes: what `AttributeFields` shows and the form that holds it saves. */
export interface AttributeValues {
  readonly entityName: AttributeEntityName;
  readonly ready: boolean;
  readonly failed: boolean;
  readonly attributes: readonly Attribute[];
  readonly texts: AttributeTexts;
  /** Issue codes by control name (`attribute_{id}`). */
  readonly issues: Readonly<Record<string, string>>;
  set(attributeId: number, text: string | null): void;
  /** Judges every value as the server will; shows and answers whether all pass. */
  check(): boolean;
  /** Shows a refusal's attribute issues; answers how many it had. */
  showRefusal(error: unknown): number;
  /** Saves them for the row `entityId` (a new row's id once it exists). */
  save(entityId: number): Promise<void>;
}

/**
 * Loads an entity's active attributes and what the row `entityId` holds (none for a new row) and
 * keeps the values being edited. The same state serves the customer wizard's third step and the
 * profile, and will serve products and pages: one editor for every entity with attributes.
 */
export function useAttributeValues(entityName: AttributeEntityName, entityId: number | null): AttributeValues {
  const queryClient = useQueryClient();
  const definitions = useQuery({
    queryKey: ['attributes', entityName],
    queryFn: ({ signal }) => attributesApi.definitions(entityName, signal),
  });
  const heldKey = ['attribute-mappings', entityName, entityId];
  const held = useQuery({
    queryKey: heldKey,
    queryFn: ({ signal }) => attributesApi.mappings(entityName, entityId ?? 0, signal),
    enabled: entityId !== null,
  });
  const [edited, setEdited] = useState<Record<number, string | null>>({});
  const [issues, setIssues] = useState<Record<string, string>>({});
  const attributes = definitions.data ?? [];
  const texts = useMemo(
    () => ({ ...startingTexts(definitions.data ?? [], held.data ?? []), ...edited }),
    [definitions.data, held.data, edited],
  );
  return {
    entityName,
    ready: definitions.isSuccess && (entityId === null || held.isSuccess),
    failed: definitions.isError || held.isError,
    attributes,
    texts,
    issues,
    set(attributeId, text) {
      setEdited((old) => ({ ...old, [attributeId]: text }));
      setIssues(({ [`attribute_${attributeId}`]: _gone, ...rest }) => rest);
    },
    check() {
      const found = textIssues(attributes, texts);
      setIssues(Object.fromEntries(Object.entries(found).map(([name, issue]) => [name, issue.code])));
      return Object.keys(found).length === 0;
    },
    showRefusal(error) {
      const found = error instanceof ApiError ? serverTextIssues(error.body.fieldCodes) : {};
      setIssues(found);
      // The store's attributes may have changed meanwhile (one turned off, a value removed): read them again.
      void queryClient.invalidateQueries({ queryKey: ['attributes', entityName] });
      return Object.keys(found).length;
    },
    async save(id) {
      // Only the attributes shown: texts of attributes since removed are not sent.
      const shown = Object.fromEntries(attributes.map((a) => [a.id, texts[a.id] ?? null]));
      const saved = await attributesApi.save(entityName, id, shown);
      queryClient.setQueryData(['attribute-mappings', entityName, id], saved);
      if (id === entityId) setEdited({});
    },
  };
}
