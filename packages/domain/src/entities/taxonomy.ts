import { ATTRIBUTE_ENTITY_NAMES } from '../attributes/attribute-types.js';
import { isFileOf } from '../cms/controls/control-values.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * Categories and tags (spec 000 §3 Category, §7 Category and Tag calls; spec 001 §2 CMS/Category,
 * CMS/Tag, §3 category and tag, §5; issue 13 item 2): a store's own, per entity name — the same
 * names generic attributes belong to (page, content, catalog, product, project, ticket, customer).
 * A row is put in categories and given tags by mappings (entity name, entity id, category / tag),
 * written through `saveCategoryMappings` / `saveTagMappings` (`areas/taxonomy/`).
 */
export const TAXONOMY_ENTITY_NAMES = ATTRIBUTE_ENTITY_NAMES;

/** A category of one entity's rows: a tree by its parent, in display order. */
export const Category = defineEntity({
  name: 'Category',
  resource: 'Categories',
  table: 'categories',
  area: 'cms',
  route: 'CMS/Category',
  icon: 'ApartmentOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    // Searched with the list's `q` (the title, in every language).
    name: f.translatable({ required: true, min: 3, max: 200, sortable: true }),
    entityName: f.enum(TAXONOMY_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    parentCategoryId: f.ref('Categories', { filterable: true }),
    description: f.translatableHtml(),
    // One picture for now (the spec's "pictures"): an image of the store's Images folder.
    picture: f.image({
      check: (address: string) => (isFileOf('Images', address) ? null : 'common.error.fileurl'),
      sample: (n) => `/api/CMS/Image/Images/category-${n}.png`,
    }),
    // A narrower kind of the entity's rows (a product type's name) the category is meant for.
    relationTypeName: f.code({ max: 100, filterable: true }),
    metaTitle: f.translatable({ max: 200 }),
    metaDescription: f.translatable({ max: 1000 }),
    metaKeywords: f.translatable({ max: 1000 }),
    showOnHomePage: f.boolean({ default: false, filterable: true }),
    published: f.boolean({ default: true, filterable: true, sortable: true }),
    includeInTopMenu: f.boolean({ default: false, filterable: true }),
    displayOrder: f.integer({ default: 0, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'entityName', 'parentCategoryId', 'published', 'showOnHomePage', 'displayOrder'],
  defaultSort: 'displayOrder',
  routeParam: 'entityName',
  tree: { parent: 'parentCategoryId', order: 'displayOrder' },
  // A category holds rows of one entity: its children and its rows' mappings stay that entity's.
  fixedWhenUsed: { fields: ['entityName'], code: 'category.error.entityinuse' },
  // Under a parent of the same entity only.
  refRules: {
    entityName: {
      by: 'parentCategoryId',
      rule: (value, parent) => (value === parent.entityName ? { value } : { issues: { '': { code: 'category.error.parententity' } } }),
    },
  },
});

/** A tag of one entity's rows (spec 001 §3: name, published), unique by name per entity in a store. */
export const Tag = defineEntity({
  name: 'Tag',
  resource: 'Tags',
  table: 'tags',
  area: 'cms',
  route: 'CMS/Tag',
  icon: 'TagOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    name: f.text({ required: true, min: 3, max: 100, filterable: true, sortable: true }),
    entityName: f.enum(TAXONOMY_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    published: f.boolean({ default: true, filterable: true, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'entityName', 'published'],
  defaultSort: 'name',
  routeParam: 'entityName',
  unique: [{ fields: ['entityName', 'name'], code: 'tag.error.nameexists', caseInsensitive: true, showOn: ['name'] }],
  fixedWhenUsed: { fields: ['entityName'], code: 'tag.error.entityinuse' },
});

/** One row of an entity in one category. */
export const CategoryMapping = defineEntity({
  name: 'CategoryMapping',
  resource: 'CategoryMappings',
  table: 'category_mappings',
  area: 'cms',
  route: 'CMS/CategoryMapping',
  icon: 'ApartmentOutlined',
  adminOnly: true,
  storeScoped: true,
  operations: ['list', 'view'],
  fields: {
    entityName: f.enum(TAXONOMY_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    entityId: f.integer({ required: true, min: 1, filterable: true, sortable: true }),
    categoryId: f.ref('Categories', { required: true, filterable: true }),
  },
  titleField: 'entityName',
  listColumns: ['entityName', 'entityId', 'categoryId'],
  defaultSort: '-id',
  unique: [{ fields: ['entityName', 'entityId', 'categoryId'], code: 'category.error.mappingexists' }],
});

/** One row of an entity given one tag. */
export const TagMapping = defineEntity({
  name: 'TagMapping',
  resource: 'TagMappings',
  table: 'tag_mappings',
  area: 'cms',
  route: 'CMS/TagMapping',
  icon: 'TagOutlined',
  adminOnly: true,
  storeScoped: true,
  operations: ['list', 'view'],
  fields: {
    entityName: f.enum(TAXONOMY_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    entityId: f.integer({ required: true, min: 1, filterable: true, sortable: true }),
    tagId: f.ref('Tags', { required: true, filterable: true }),
  },
  titleField: 'entityName',
  listColumns: ['entityName', 'entityId', 'tagId'],
  defaultSort: '-id',
  unique: [{ fields: ['entityName', 'entityId', 'tagId'], code: 'tag.error.mappingexists' }],
});
