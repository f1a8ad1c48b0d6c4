import type { ControlValueDef } from '../cms/controls/control-values.js';
import { judgeControlValue, storedControlValue } from '../cms/controls/control-values.js';
import { isEmptyContent } from '../cms/controls/empty-content.js';
import type { FieldIssue } from '../engine/issues.js';
import type { Translations } from '../engine/types.js';
import { ATTRIBUTE_CONTROLS, type AttributeControlType, attributeDirectoryOf } from './attribute-types.js';

/** One value an attribute offers (dropdown, multi-checkbox, radio). */
export interface AttributeValueOption {
  readonly id: number;
  readonly name: Partial<Translations> | null;
  readonly isPreselected: boolean;
}

/** What judging and editing an attribute's value needs of its definition (`getGenericAttributes` answers these). */
export interface AttributeDefinition {
  readonly id: number;
  /** The entity whose rows hold it: its files' folder depends on it (a customer's are private). */
  readonly entityName: string;
  readonly name: Partial<Translations> | null;
  readonly attributeControlTypeId: AttributeControlType;
  readonly isRequired: boolean;
  readonly genericAttributeValues: readonly AttributeValueOption[];
}

/**
 * The template control an attribute is: its type's control, required as the attribute is, choosing
 * among its values by id (a value's name may change or be translated; its id stays), a file kept
 * in its entity's attribute folder (`attributeDirectoryOf`).
 */
export function attributeControl(
  attribute: Pick<AttributeDefinition, 'entityName' | 'attributeControlTypeId' | 'isRequired' | 'genericAttributeValues'>,
): ControlValueDef {
  const type = ATTRIBUTE_CONTROLS[attribute.attributeControlTypeId];
  return {
    type,
    required: attribute.isRequired,
    options: attribute.genericAttributeValues.map((v) => String(v.id)),
    ...(type === 'file' ? { directory: attributeDirectoryOf(attribute.entityName) } : {}),
  };
}

/**
 * A mapping's stored text as the control's value: a toggle's `true` / `false`, a multi-checkbox's
 * `|3|,|7|` (spec 000 §3: wrapped in pipes, comma-separated) as a list of value ids, any other
 * type's text as it is. No text: nothing (a toggle: off).
 */
export function attributeValueOf(type: AttributeControlType, text: string | null | undefined): unknown {
  // Anything but true / false / nothing is left as it is, for the toggle's judge to refuse.
  if (type === '5') return text === 'true' ? true : text === 'false' || text === null || text === undefined || text === '' ? false : text;
  if (text === null || text === undefined || text === '') return type === '21' ? [] : null;
  if (type === '21')
    return text
      .split(',')
      .map((part) => part.trim().replace(/^\|/, '').replace(/\|$/, ''))
      .filter((part) => part !== '');
  return text;
}

/** A control's value as a mapping stores it (the inverse of `attributeValueOf`); nothing to keep: null. */
export function attributeTextOf(type: AttributeControlType, value: unknown): string | null {
  if (type === '5') return value === true || value === 'true' ? 'true' : 'false';
  if (isEmptyContent(value)) return null;
  if (type === '21') return (value as unknown[]).map((id) => `|${String(id)}|`).join(',');
  return String(value);
}

/** One attribute's value as sent, judged: the text to store (null: none), or why it is refused. */
export type JudgedAttribute = { readonly text: string | null } | { readonly issue: FieldIssue };

/**
 * Judges one attribute's sent text by its control (spec 000 §5: required attributes, but for
 * toggles, must be non-empty, and an empty multi-checkbox is empty): the value in its stored form
 * (rich text sanitized), or the first issue. The browser judges with `store: false` before sending
 * (it has no sanitizer; the server cleans what it keeps).
 */
export function judgeAttributeText(
  attribute: AttributeDefinition,
  text: string | null | undefined,
  { store = true }: { store?: boolean } = {},
): JudgedAttribute {
  const control = attributeControl(attribute);
  const judged = judgeControlValue(control, attributeValueOf(attribute.attributeControlTypeId, text));
  if ('issues' in judged) {
    const issue = Object.values(judged.issues)[0];
    return { issue: issue ?? { code: 'common.error.invalidtype' } };
  }
  const stored = store ? storedControlValue(control, judged.value) : judged.value;
  // Rich text that cleaning left empty, or that only looks like something (`<p><br></p>`, a zero-width space), fills nothing.
  if (attribute.isRequired && attribute.attributeControlTypeId !== '5' && looksEmpty(stored))
    return { issue: { code: 'common.error.required' } };
  const kept = attributeTextOf(attribute.attributeControlTypeId, stored);
  // Cleaning may lengthen rich text (`&` becomes `&amp;`): what is kept must fit, or it could never be sent back.
  if (kept !== null && kept.length > ATTRIBUTE_TEXT_MAX)
    return { issue: { code: 'common.error.maxlength', params: { max: ATTRIBUTE_TEXT_MAX } } };
  return { text: kept };
}

/** The longest text one attribute value keeps (rich text included, as cleaned). */
export const ATTRIBUTE_TEXT_MAX = 100_000;

/** Invisible characters: zero-width spaces and joiners, direction marks and embeddings, the BOM. */
const INVISIBLE = /[\u200b-\u200f\u2060\u202a-\u202e\ufeff]/g;
/** The text a reader sees of HTML: its tags gone (a picture or a video counts as something), its spaces as spaces. */
const textOfHtml = (html: string) =>
  html
    .replace(/<(img|video|iframe|audio)\b/gi, 'x<')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ');

/** Whether a value holds nothing a reader would see. */
function looksEmpty(value: unknown): boolean {
  if (typeof value === 'string') return textOfHtml(value).replace(INVISIBLE, '').trim() === '';
  return isEmptyContent(value);
}

/**
 * Judges a whole set of attributes' values (an entity's attributes as one form saves them): every
 * attribute of `attributes` is judged, those not sent as empty — so a required one left out is
 * refused like one sent empty. Answers the texts to keep by attribute id, or the issues by id.
 */
export function judgeAttributeTexts(
  attributes: readonly AttributeDefinition[],
  sent: ReadonlyMap<number, string | null>,
  options: { store?: boolean } = {},
): { readonly issues: Readonly<Record<string, FieldIssue>> } | { readonly texts: ReadonlyMap<number, string | null> } {
  const issues: Record<string, FieldIssue> = {};
  const texts = new Map<number, string | null>();
  for (const attribute of attributes) {
    const judged = judgeAttributeText(attribute, sent.get(attribute.id), options);
    if ('issue' in judged) issues[String(attribute.id)] = judged.issue;
    else texts.set(attribute.id, judged.text);
  }
  return Object.keys(issues).length > 0 ? { issues } : { texts };
}

/** The text a new entity starts with for an attribute: its preselected values (a toggle: off; others: nothing). */
export function preselectedText(attribute: AttributeDefinition): string | null {
  const chosen = attribute.genericAttributeValues.filter((v) => v.isPreselected).map((v) => String(v.id));
  if (chosen.length === 0) return attribute.attributeControlTypeId === '5' ? 'false' : null;
  if (attribute.attributeControlTypeId === '21') return attributeTextOf('21', chosen);
  if (attribute.attributeControlTypeId === '11' || attribute.attributeControlTypeId === '22') return chosen[0] ?? null;
  return null;
}
