import { type AttributeDefinition, type FieldIssue, judgeAttributeTexts, preselectedText } from '@store/domain';
import type { AttributeMapping } from './attributes-api';

/** The texts by attribute id. */
export type AttributeTexts = Readonly<Record<number, string | null>>;

/** The name of the editor's control of an attribute (and the key of its issue). */
export const controlNameOf = (attributeId: number) => `attribute_${attributeId}`;

/**
 * What the editor starts with: what the row holds, else (a new row, or an attribute it never held)
 * the attribute's preselected values.
 */
export function startingTexts(attributes: readonly AttributeDefinition[], held: readonly AttributeMapping[]): AttributeTexts {
  const byAttribute = new Map(held.map((m) => [m.genericAttributeId, m.value]));
  return Object.fromEntries(attributes.map((a) => [a.id, byAttribute.get(a.id) ?? preselectedText(a)]));
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
