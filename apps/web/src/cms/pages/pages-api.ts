import type { Language, PAGE_LAYOUTS } from '@store/domain';
import { api } from '../../api/api-client';

/** A text in each language (languages not written are null or absent). */
export type Texts = Partial<Record<Language, string | null>>;

export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** A page as the CMS page calls answer it (spec 000 §3). */
export interface PageRow {
  id: number;
  slug: string;
  guid: string;
  type: string | null;
  systemName: string | null;
  layoutType: PageLayout;
  title: Texts;
  description: Texts | null;
  dataContent: string | null;
  metaTitle: Texts | null;
  metaDescription: Texts | null;
  metaKeywords: Texts | null;
  published: boolean;
  includeInTopMenu: boolean;
  includeInSitemap: boolean;
}

/** What the wizard sends to AddPage / SavePage: the page's writable fields. */
export type PageInput = Partial<Omit<PageRow, 'id' | 'guid'>>;

/** A row of the page list (the declaration's list columns). */
export type PageListRow = Pick<PageRow, 'id' | 'slug' | 'title' | 'layoutType' | 'published' | 'includeInTopMenu'>;

const CMS = '/api/CMS';

export async function getPageBySlug(slug: string, signal?: AbortSignal): Promise<PageRow> {
  return (await api<{ data: PageRow }>('GET', `${CMS}/GetPageBySlug`, { query: { slug }, ...(signal ? { signal } : {}) })).data;
}

/** Pages of the store (visitors: published ones); `topMenu` keeps those flagged for the header's menu. */
export async function listPages(topMenu = false): Promise<PageListRow[]> {
  const query = topMenu ? { includeInTopMenu: true } : {};
  return (await api<{ data: PageListRow[] }>('GET', `${CMS}/Pages`, { query })).data;
}

/** Published pages whose title holds `q` (more than 2 characters, 000 §7 SearchPage), in any language. */
export async function searchPages(q: string, signal?: AbortSignal): Promise<PageListRow[]> {
  return (await api<{ data: PageListRow[] }>('GET', `${CMS}/SearchPage`, { query: { q }, ...(signal ? { signal } : {}) })).data;
}

/** The slug a page name would get, and whether the name's own slug is free. */
export async function checkSlug(name: string): Promise<{ slug: string; available: boolean }> {
  return (await api<{ data: { slug: string; available: boolean } }>('GET', `${CMS}/CheckSlug`, { query: { name } })).data;
}

/** AddPage answers the new page's slug; an answer without one is the spec's "empty result" (000 §8). */
export async function addPage(body: PageInput): Promise<{ id?: number; slug?: string } | undefined> {
  return (await api<{ data?: { id?: number; slug?: string } } | undefined>('POST', `${CMS}/AddPage`, { body }))?.data;
}

/** SavePage?id=: changes only the fields sent. */
export async function savePage(id: number, body: PageInput): Promise<PageRow> {
  return (await api<{ data: PageRow }>('POST', `${CMS}/SavePage`, { query: { id }, body })).data;
}

export function deletePage(id: number): Promise<unknown> {
  return api('DELETE', `${CMS}/DeletePage`, { query: { id } });
}

/** Copies the page's texts in `from` into `to`; the source keeps them (docs/notes/issue-10-plan.md). */
export async function exchangePage(id: number, from: Language, to: Language): Promise<PageRow> {
  return (await api<{ data: PageRow }>('GET', `${CMS}/ExchangePage`, { query: { id, from, to } })).data;
}
