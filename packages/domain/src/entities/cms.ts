import { PAGE_LAYOUTS } from '../constants.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * A CMS page of one store (spec 000 §3), shown at `/pages/{slug}`. Visitors read published pages
 * only, through the CMS calls (`areas/cms/pages.routes.ts`); the resource itself is the
 * dashboard's. The slug is readable (`cms/slug.ts`) and unique per store in any letter case; the
 * guid is the database's. Every change keeps the previous row as a version (`versions`).
 */
export const Page = defineEntity({
  name: 'Page',
  resource: 'Pages',
  table: 'pages',
  area: 'cms',
  route: 'CMS/Page',
  icon: 'FileTextOutlined',
  fields: {
    slug: f.slug({ required: true, filterable: true, sortable: true }),
    type: f.text({ max: 50, default: 'Pages', filterable: true, sortable: true }),
    systemName: f.text({ max: 100, filterable: true, sortable: true }),
    layoutType: f.enum(PAGE_LAYOUTS, { required: true, filterable: true }),
    // Searched with `q` in every language (not a field filter).
    title: f.translatable({ required: true, max: 200, sortable: true }),
    description: f.translatableHtml(),
    // The custom fields' stored data content as JSON text (spec 000 §3); checked against its template in slice 4.
    dataContent: f.longtext({ max: 100_000 }),
    metaTitle: f.translatable({ max: 200 }),
    metaDescription: f.translatable({ max: 1000 }),
    metaKeywords: f.translatable({ max: 1000 }),
    published: f.boolean({ default: false, filterable: true, sortable: true }),
    includeInTopMenu: f.boolean({ default: false, filterable: true }),
    includeInSitemap: f.boolean({ default: true, filterable: true }),
    guid: f.text({ readOnly: true, filterable: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'slug', 'layoutType', 'published', 'includeInTopMenu'],
  defaultSort: 'slug',
  storeScoped: true,
  versions: true,
  unique: [{ fields: ['slug'], code: 'cms.error.slugexists', caseInsensitive: true }],
});
