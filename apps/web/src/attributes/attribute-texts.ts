import {
  type AttributeDefinition,
  attributeTextOf,
  attributeValueOf,
  type FieldIssue,
  isSelectiveType,
  judgeAttributeTexts,
  preselectedText,
} from '@store/domain';
import type { AttributeMapping } from './attributes-api';

/** The texts by attribute id. */
export type AttributeTexts = Readonly<Record<number, string | null>>;

/** The name of the editor's control of an attribute (and the key of its issue). */
export const controlNameOf = (attributeId: number) => `attribute_${attributeId}`;

/**
 * What the editor starts with: what the row holds, else (a new row, or an attribute it never held)
 * the attribute's preselected values. A choice the administrator has since removed is no longer
 * held: it is dropped (a required one then asks for a new choice), so what is sent back is valid.
 */
export function startingTexts(attributes: readonly AttributeDefinition[], held: readonly AttributeMapping[]): AttributeTexts {
  const byAttribute = new Map(held.map((m) => [m.genericAttributeId, m.value]));
  return Object.fromEntries(
    attributes.map((a) => {
      const text = byAttribute.get(a.id);
      return [a.id, text === undefined ? preselectedText(a) : withoutRemovedChoices(a, text)];
    }),
  );
}

/** A choice's text with only the attribute's current values (nothing left: null). */
function withoutRemovedChoices(attribute: AttributeDefinition, text: string): string | null {
  const type = attribute.attributeControlTypeId;
  if (!isSelectiveType(type)) return text;
  const offered = new Set(attribute.genericAttributeValues.map((v) => String(v.id)));
  const kept = (attributeValueOf(type, text) as string | string[]) ?? [];
  return attributeTextOf(type, Array.isArray(kept) ? kept.filter((id) => offered.has(id)) : offered.has(kept) ? kept : null);
}

/**
 * The editor's issues before anything is sent (spec 000 §5: required attributes, but toggles, not
 * empty; an empty multi-checkbox is empty; each value as its type takes it), by control name.
 */
export function textIssues(attributes: readonly AttributeDefinition[], texts: AttributeTexts): Record<string, FieldIssue> {
  const judged = judgeAttributeTexts(attributes, new Map(Object.entries(texts).map(([id, text]) => [Number(id), text])), { store: false });
  if (!('issues' in judged)) return {};
  return Object.fromEntries(Object.entries(judged.issues).map(([id, issue]) => [controlNameOf(Number(id)), issue]));
}

/** A refusal's field codes for attributes (`attributes.{id}`), by control name. */
export function serverTextIssues(fieldCodes: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldCodes ?? {})
      .map(([path, code]) => [/^attributes\.(\d+)$/.exec(path)?.[1], code] as const)
      .filter((entry): entry is readonly [string, string] => entry[0] !== undefined)
      .map(([id, code]) => [controlNameOf(Number(id)), code]),
  );
}
