import { controlListSchema, sampleControls } from '../cms/controls/control-definition.js';
import { dataContentByTemplate, dataContentSchema, storedControls } from '../cms/controls/data-content.js';
import { pageDataContentSchema, storedPageDataContent } from '../cms/controls/page-data-content.js';
import { LANGUAGES, PAGE_LAYOUTS } from '../constants.js';
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
    // The custom fields (spec 000 §3): a data content carrying its own `template`, its entries judged by it.
    dataContent: f.jsonText({ max: 100_000, json: { schema: pageDataContentSchema, sample: () => ({}), store: storedPageDataContent } }),
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

/**
 * A content template of one store (spec 000 §3): the controls (`dataTemplate`, JSON text of
 * control definitions, checked and normalized by `cms/controls/control-definition.ts`) a content
 * of its component is filled in with. The template builder stores it; only administrators read the
 * list (`areas/cms/contents.routes.ts`), others get an empty one (spec 000 §6).
 */
export const ContentTemplate = defineEntity({
  name: 'ContentTemplate',
  resource: 'ContentTemplates',
  table: 'content_templates',
  area: 'cms',
  route: 'CMS/ContentTemplate',
  icon: 'AppstoreOutlined',
  fields: {
    componentName: f.code({ required: true, max: 100, filterable: true, sortable: true }),
    dataTemplate: f.jsonText({
      required: true,
      max: 200_000,
      json: { schema: controlListSchema, sample: sampleControls, store: storedControls },
    }),
    path: f.text({ max: 400, filterable: true }),
    // Visitors may fill this template in and send it (a public form: contact us); see FormSubmission.
    isForm: f.boolean({ default: false, filterable: true }),
  },
  titleField: 'componentName',
  listColumns: ['componentName', 'path', 'isForm'],
  defaultSort: 'componentName',
  storeScoped: true,
  unique: [{ fields: ['componentName'], code: 'cms.error.componentexists', caseInsensitive: true }],
});

/**
 * A content of one store (spec 000 §3), placed where its `partName` (and the `entityName` /
 * `entityId` of the page or product it belongs to) says. Its `dataContent` is judged by the controls
 * of its template whenever either is written, and stored as judged (`refRules`). Published by
 * default; visitors read published contents only. Every change keeps the previous row as a version.
 */
export const Content = defineEntity({
  name: 'Content',
  resource: 'Contents',
  table: 'contents',
  area: 'cms',
  route: 'CMS/Content',
  icon: 'FileTextOutlined',
  fields: {
    componentName: f.code({ max: 100, filterable: true, sortable: true }),
    title: f.translatable({ max: 200, sortable: true }),
    description: f.translatableHtml(),
    displayOrder: f.integer({ default: 0, sortable: true }),
    published: f.boolean({ default: true, filterable: true, sortable: true }),
    contentTemplateId: f.ref('ContentTemplates', { required: true, filterable: true }),
    dataContent: f.jsonText({ max: 100_000, json: { schema: dataContentSchema, sample: () => ({}) } }),
    // Comma-separated names until the catalog's categories and tags exist (issue 13 makes them references).
    categories: f.text({ max: 1000, filterable: true }),
    tags: f.text({ max: 1000, filterable: true }),
    parentId: f.ref('Contents', { filterable: true }),
    partName: f.code({ max: 100, filterable: true, sortable: true }),
    entityName: f.code({ max: 100, filterable: true }),
    entityId: f.integer({ min: 0, filterable: true }),
    guid: f.text({ readOnly: true, filterable: true }),
  },
  titleField: 'title',
  listColumns: ['title', 'componentName', 'partName', 'displayOrder', 'published'],
  defaultSort: 'displayOrder',
  storeScoped: true,
  versions: true,
  refRules: { dataContent: { by: 'contentTemplateId', rule: dataContentByTemplate } },
});

/**
 * What a visitor sent through a public form (a template with `isForm`), judged by the template's
 * controls like a content's data content. Written only by `SubmitForm` (the bot check in front of
 * it); administrators read, filter, mark read, export and delete them. No address is kept: the
 * limit per address lives in the throttle's short-lived log.
 */
export const FormSubmission = defineEntity({
  name: 'FormSubmission',
  resource: 'FormSubmissions',
  table: 'form_submissions',
  area: 'cms',
  route: 'CMS/FormSubmission',
  icon: 'InboxOutlined',
  fields: {
    contentTemplateId: f.ref('ContentTemplates', { required: true, readOnly: true, filterable: true }),
    // The first answers, for the list (the whole submission is in dataContent).
    summary: f.text({ max: 200, readOnly: true, filterable: true }),
    dataContent: f.jsonText({ max: 100_000, readOnly: true, json: { schema: dataContentSchema, sample: () => ({}) } }),
    language: f.enum(LANGUAGES, { readOnly: true, filterable: true }),
    // Where the visitor was (the page's address), to tell two placements of one form apart.
    pagePath: f.text({ max: 400, readOnly: true, filterable: true }),
    submittedAt: f.datetime({ readOnly: true, sortable: true, filterable: true }),
    read: f.boolean({ default: false, filterable: true, sortable: true }),
  },
  titleField: 'summary',
  listColumns: ['summary', 'contentTemplateId', 'submittedAt', 'language', 'pagePath', 'read'],
  defaultSort: '-submittedAt',
  storeScoped: true,
  adminOnly: true,
  operations: ['list', 'view', 'update', 'delete'],
  refRules: { dataContent: { by: 'contentTemplateId', rule: dataContentByTemplate } },
});
