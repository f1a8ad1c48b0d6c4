import { api } from '../../api/api-client';
import type { PageRow } from './pages-api';

/** A kept version of a page, as the engine's version routes answer it (`areas/engine/versions.ts`). */
export interface VersionSummary {
  versionNo: number;
  state: 'saved' | 'draft';
  createdBy: number | null;
  author: string | null;
  createdAt: string;
}

/** A version's data: the page's writable fields as they were. */
export type VersionData = Partial<PageRow>;

export interface FieldChange {
  field: string;
  a: unknown;
  b: unknown;
}

const base = (pageId: number) => `/api/Pages/${pageId}/versions`;

export async function listVersions(pageId: number): Promise<VersionSummary[]> {
  return (await api<{ data: VersionSummary[] }>('GET', base(pageId))).data;
}

export async function getVersion(pageId: number, no: number): Promise<VersionSummary & { data: VersionData }> {
  return (await api<{ data: VersionSummary & { data: VersionData } }>('GET', `${base(pageId)}/${no}`)).data;
}

/** The fields that differ between versions `a` and `b`. */
export async function compareVersions(pageId: number, a: number, b: number): Promise<FieldChange[]> {
  return (await api<{ data: FieldChange[] }>('GET', `${base(pageId)}/compare`, { query: { a, b } })).data;
}

/** Makes the version the current page (the page as it is becomes a version too). */
export async function restoreVersion(pageId: number, no: number): Promise<PageRow> {
  return (await api<{ data: PageRow }>('POST', `${base(pageId)}/${no}/restore`)).data;
}
