import type { Language } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

// Rows come back with camelCase keys (the connection's CamelCasePlugin renames raw results too).

/** A translatable column as read: `{ fa, en, tr }` (jsonb arrives parsed; text is parsed here). */
export type Texts = Partial<Record<Language, string | null>>;

function textsOf(value: unknown): Texts {
  if (typeof value === 'string') {
    try {
      return textsOf(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' ? (value as Texts) : {};
}

export interface PublishedPage {
  slug: string;
  title: Texts;
  description: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
}

/** The store's published page with this slug (any letter case): one query on the unique (store, lower(slug)) index. */
export async function publishedPage(db: AnyDb, storeId: number, slug: string): Promise<PublishedPage | undefined> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT slug, title, description, meta_title, meta_description FROM pages
    WHERE store_id = ${storeId} AND lower(slug) = ${slug.toLowerCase()} AND published
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    slug: String(row.slug),
    title: textsOf(row.title),
    description: textsOf(row.description),
    metaTitle: textsOf(row.metaTitle),
    metaDescription: textsOf(row.metaDescription),
  };
}

export interface PublishedContent {
  componentName: string;
  guid: string;
  title: Texts;
  description: Texts;
}

const GUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/**
 * `/content/{type}/{slug}`: the store's published content whose component is `type` (any letter
 * case; the content's own component name, as `getContents?componentName=` and the web read it) and whose guid is `slug` —
 * contents have no slug of their own (docs/notes/issue-11-delivery.md). Hidden, as from the
 * content calls, when it belongs to a page that is not published. One query on the guid index.
 */
export async function publishedContent(db: AnyDb, storeId: number, type: string, guid: string): Promise<PublishedContent | undefined> {
  if (!GUID.test(guid)) return undefined;
  const { rows } = await sql<Record<string, unknown>>`
    SELECT c.component_name, c.guid, c.title, c.description
    FROM contents c
    WHERE c.guid = ${guid.toLowerCase()} AND c.store_id = ${storeId} AND c.published
      AND lower(c.component_name) = ${type.toLowerCase()}
      AND NOT EXISTS (SELECT 1 FROM pages p WHERE lower(c.entity_name) = 'page' AND p.id = c.entity_id AND NOT p.published)
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    componentName: String(row.componentName),
    guid: String(row.guid),
    title: textsOf(row.title),
    description: textsOf(row.description),
  };
}

export interface SitemapPage {
  slug: string;
  title: Texts;
  updatedAt: Date;
}

/** The most addresses one sitemap may list (sitemaps.org); three languages each. */
export const SITEMAP_MAX_PAGES = 15_000;

/** The store's published pages flagged for the sitemap, by slug. */
export async function sitemapPages(db: AnyDb, storeId: number): Promise<SitemapPage[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT slug, title, updated_at FROM pages
    WHERE store_id = ${storeId} AND published AND include_in_sitemap
    ORDER BY lower(slug) LIMIT ${SITEMAP_MAX_PAGES}
  `.execute(db);
  return rows.map((row) => ({
    slug: String(row.slug),
    title: textsOf(row.title),
    updatedAt: row.updatedAt instanceof Date ? row.updatedAt : new Date(String(row.updatedAt)),
  }));
}
