import type { ControlDefinition } from '@store/domain';
import { api } from '../../api/api-client';
import type { Texts } from '../pages/pages-api';

/** Where contents are placed (spec 000 §3): a part of a screen, and the page or item it belongs to. */
export interface ContentPlace {
  partName: string;
  entityName?: string;
  entityId?: number;
}

/** A content as the CMS content calls answer it (spec 000 §3). */
export interface ContentRow {
  id: number;
  guid: string;
  componentName: string | null;
  title: Texts | null;
  description: Texts | null;
  displayOrder: number;
  published: boolean;
  contentTemplateId: number;
  dataContent: string | null;
  partName: string | null;
  entityName: string | null;
  entityId: number | null;
}

/** What SaveContent takes: the content's writable fields (dataContent as JSON text). */
export type ContentInput = Partial<Omit<ContentRow, 'id' | 'guid'>>;

const CMS = '/api/CMS';

/** The contents of a place in display order (visitors: published ones). */
export async function getContents(place: ContentPlace, signal?: AbortSignal): Promise<ContentRow[]> {
  const query = { partName: place.partName, entityName: place.entityName, entityId: place.entityId };
  return (await api<{ data: ContentRow[] }>('GET', `${CMS}/getContents`, { query, ...(signal ? { signal } : {}) })).data;
}

/** The published contents of one component (a component list control shows them). */
export async function getComponentContents(componentName: string, signal?: AbortSignal): Promise<ContentRow[]> {
  return (await api<{ data: ContentRow[] }>('GET', `${CMS}/getContents`, { query: { componentName }, ...(signal ? { signal } : {}) })).data;
}

/** One content by its guid (visitors: a published one; a 404 for any other). */
export async function getContentByGuid(guid: string, signal?: AbortSignal): Promise<ContentRow> {
  return (await api<{ data: ContentRow }>('GET', `${CMS}/getContentByGuid`, { query: { guid }, ...(signal ? { signal } : {}) })).data;
}

/** Creates a content (no id) or changes one. */
export async function saveContent(body: ContentInput, id?: number): Promise<ContentRow> {
  return (await api<{ data: ContentRow }>('POST', `${CMS}/SaveContent`, { query: { id }, body })).data;
}

export function deleteContent(id: number): Promise<unknown> {
  return api('DELETE', `${CMS}/DeleteContent`, { query: { id } });
}

/** A public form as getForm answers it: the controls a visitor fills in and a one-time token. */
export interface PublicFormAnswer {
  name: string;
  controls: Pick<ControlDefinition, 'name' | 'title' | 'type' | 'required' | 'translate' | 'disabled' | 'default' | 'options'>[];
  token: string;
  /** The name of the field people leave empty and bots fill in. */
  honeypot: string;
}

export async function getForm(name: string): Promise<PublicFormAnswer> {
  return (await api<{ data: PublicFormAnswer }>('GET', `${CMS}/getForm`, { query: { name } })).data;
}

export interface FormSending {
  form: string;
  token: string;
  /** JSON text of the answers, keyed by control name, each `{ content }`. */
  data: string;
  pagePath: string;
  [honeypot: string]: string;
}

export function submitForm(body: FormSending): Promise<unknown> {
  return api('POST', `${CMS}/SubmitForm`, { body });
}
