import { api } from '../../api/api-client';

/** The resources whose rows keep versions (`versions: true` in their declaration). */
export type VersionedResource = 'Pages' | 'Contents';

/** A kept version, as the engine's version routes answer it (`areas/engine/versions.ts`). */
export interface VersionSummary {
  versionNo: number;
  state: 'saved' | 'draft';
  createdBy: number | null;
  author: string | null;
  createdAt: string;
}

/** A version's data: the row's writable fields as they were. */
export type VersionData = Record<string, unknown>;

export interface FieldChange {
  field: string;
  a: unknown;
  b: unknown;
}

/** Which row's versions: its resource and id. */
export interface VersionedRow {
  resource: VersionedResource;
  id: number;
}

const base = ({ resource, id }: VersionedRow) => `/api/${resource}/${id}/versions`;

export async function listVersions(row: VersionedRow): Promise<VersionSummary[]> {
  return (await api<{ data: VersionSummary[] }>('GET', base(row))).data;
}

export async function getVersion(row: VersionedRow, no: number): Promise<VersionSummary & { data: VersionData }> {
  return (await api<{ data: VersionSummary & { data: VersionData } }>('GET', `${base(row)}/${no}`)).data;
}

/** The fields that differ between versions `a` and `b`. */
export async function compareVersions(row: VersionedRow, a: number, b: number): Promise<FieldChange[]> {
  return (await api<{ data: FieldChange[] }>('GET', `${base(row)}/compare`, { query: { a, b } })).data;
}

/** Makes the version the current row (the row as it is becomes a version too). */
export async function restoreVersion<T>(row: VersionedRow, no: number): Promise<T> {
  return (await api<{ data: T }>('POST', `${base(row)}/${no}/restore`)).data;
}

/** Keeps a draft beside the row without changing it; the versions panel previews and publishes it. */
export async function saveDraft(row: VersionedRow, body: Record<string, unknown>): Promise<VersionSummary> {
  return (await api<{ data: VersionSummary }>('POST', `/api/${row.resource}/${row.id}/drafts`, { body })).data;
}
