import { type ControlDefinition, pageTemplateOf, TEMPLATE_KEY } from '@store/domain';
import type { EditorValue } from './editor-value';
import { storedEntries } from './view-values';

/** A page's custom fields as the wizard holds them: the controls the admin added, and what was entered. */
export interface CustomFields {
  customFields: ControlDefinition[];
  dataContent: EditorValue;
}

/** The page's stored data content as the wizard's fields: its own template and each entry's content. */
export function customFieldsOf(stored: string | null | undefined): CustomFields {
  return {
    customFields: pageTemplateOf(stored),
    dataContent: Object.fromEntries(storedEntries(stored).map(([name, entry]) => [name, { content: entry.content }])),
  };
}

/**
 * What the page sends as its dataContent: the template with the entries of its controls (those of
 * removed fields dropped), or empty text when there are no custom fields.
 */
export function customFieldsBody({ customFields, dataContent }: CustomFields): string {
  if (customFields.length === 0) return '';
  const names = new Set(customFields.map((c) => c.name));
  const entries = Object.entries(dataContent ?? {}).filter(([name]) => names.has(name));
  return JSON.stringify({ [TEMPLATE_KEY]: customFields, ...Object.fromEntries(entries) });
}
