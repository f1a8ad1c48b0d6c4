import type { ControlDefinition } from '@store/domain';
import type { EditorValue } from '../data-content/data-content-editor';
import { storedEntries } from '../data-content/view-values';
import type { Texts } from '../pages/pages-api';
import type { ContentTemplate } from '../templates/templates-api';
import type { ContentInput, ContentPlace, ContentRow } from './contents-api';

/** The content editor's form: the content's fields, with the data content as the editor holds it. */
export interface ContentValues {
  contentTemplateId?: number;
  title?: Texts;
  description?: Texts;
  displayOrder?: number;
  published: boolean;
  dataContent: EditorValue;
}

/** A stored data content (JSON text of `{ name: { title, type, content… } }`) as the editor's `{ name: { content } }`. */
export const editorValueOf = (dataContent: string | null | undefined): EditorValue =>
  Object.fromEntries(storedEntries(dataContent).map(([name, entry]) => [name, { content: entry.content }]));

/** Where a content is saved: an existing one keeps its own place, a new one takes the placeholder's. */
export function savedPlace(content: ContentRow | undefined, place: ContentPlace): ContentPlace {
  if (!content) return place;
  return {
    partName: content.partName ?? place.partName,
    ...(content.entityName ? { entityName: content.entityName } : {}),
    ...(content.entityId !== null ? { entityId: content.entityId } : {}),
  };
}

/** The form's first values: a content's own, or a new one's (published by default, spec 000 §4). */
export function initialContentValues(content: ContentRow | undefined): ContentValues {
  if (!content) return { published: true, displayOrder: 0, dataContent: {} };
  return {
    contentTemplateId: content.contentTemplateId,
    title: content.title ?? {},
    description: content.description ?? {},
    displayOrder: content.displayOrder,
    published: content.published,
    dataContent: editorValueOf(content.dataContent),
  };
}

/** Only the entries of the template's controls (a changed template leaves the old ones behind). */
export function entriesOf(value: EditorValue, controls: readonly ControlDefinition[]): EditorValue {
  const names = new Set(controls.map((c) => c.name));
  return Object.fromEntries(Object.entries(value).filter(([name]) => names.has(name)));
}

/** What SaveContent is sent: the form's fields, the place, and the data content as JSON text. */
export function contentBody(values: ContentValues, template: ContentTemplate, place: ContentPlace): ContentInput {
  return {
    contentTemplateId: template.id,
    componentName: template.componentName,
    title: values.title ?? {},
    description: values.description ?? {},
    displayOrder: values.displayOrder ?? 0,
    published: values.published,
    dataContent: JSON.stringify(entriesOf(values.dataContent, template.controls)),
    partName: place.partName,
    entityName: place.entityName ?? null,
    entityId: place.entityId ?? null,
  };
}
