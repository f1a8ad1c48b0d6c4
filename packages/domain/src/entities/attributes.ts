import {
  ATTRIBUTE_CONTROL_TYPES,
  ATTRIBUTE_ENTITY_NAMES,
  isSelectiveType,
  SELECTIVE_ATTRIBUTE_TYPES,
} from '../attributes/attribute-types.js';
import { ATTRIBUTE_TEXT_MAX } from '../attributes/attribute-values.js';
import { isFileOf } from '../cms/controls/control-values.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * Generic attributes (spec 000 §3, §5, §7 Attribute; spec 001 §2 Settings/Attributes, §3
 * attribute, §8): the store's own extra fields of customers, products, pages… An attribute is
 * defined once per entity name (and, when set, relation type: a product type's own attributes),
 * with one of the nine control types; a dropdown, multi-checkbox or radio chooses among its values.
 * What one row of the entity holds is a mapping (`GenericAttributeMapping`), written through
 * `saveGenericAttributeMappings` and judged by `attributes/attribute-values.ts`.
 */
export const GenericAttribute = defineEntity({
  name: 'GenericAttribute',
  resource: 'GenericAttributes',
  table: 'generic_attributes',
  area: 'operations',
  route: 'Settings/Attributes',
  icon: 'TagsOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    // Searched with the list's `q` (the title, in every language).
    name: f.translatable({ required: true, min: 3, max: 200, sortable: true }),
    entityName: f.enum(ATTRIBUTE_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    // A narrower set of one entity's attributes (a product type's name); none: every row of the entity.
    relationTypeName: f.code({ max: 100, filterable: true, sortable: true }),
    // A heading the editor groups attributes under.
    groupName: f.translatable({ max: 100 }),
    attributeControlTypeId: f.enum(ATTRIBUTE_CONTROL_TYPES, { required: true, filterable: true, sortable: true }),
    isRequired: f.boolean({ default: false, filterable: true }),
    isActived: f.boolean({ default: true, filterable: true, sortable: true }),
    // Offered in the storefront's attribute filter panel (issue 13).
    isFilterable: f.boolean({ default: false, filterable: true }),
    displayOrder: f.integer({ default: 0, sortable: true }),
    // An Ant Design icon's name (`TagOutlined`) shown beside the attribute.
    iconName: f.code({ max: 100 }),
    iconImage: f.image({
      check: (address: string) => (isFileOf('Images', address) ? null : 'common.error.fileurl'),
      sample: (n) => `/api/CMS/Image/Images/icon-${n}.png`,
    }),
  },
  titleField: 'name',
  listColumns: [
    'name',
    'entityName',
    'attributeControlTypeId',
    'relationTypeName',
    'isRequired',
    'isActived',
    'isFilterable',
    'displayOrder',
  ],
  defaultSort: 'displayOrder',
  routeParam: 'entityName',
  // Values are kept by id (mappings name them): a save updates the ones it sends with their ids.
  children: {
    genericAttributeValues: {
      resource: 'GenericAttributeValues',
      field: 'genericAttributeId',
      max: 1000,
      when: { field: 'attributeControlTypeId', values: SELECTIVE_ATTRIBUTE_TYPES },
    },
  },
  // Spec 001 §8: once values or mapped items exist, what they mean would change with the type; and
  // rows' values would be left behind by another entity or relation type.
  fixedWhenUsed: { fields: ['attributeControlTypeId', 'entityName', 'relationTypeName'], code: 'attribute.error.typeinuse' },
  // Only a dropdown, multi-checkbox or radio chooses among values.
  validate: (input) => {
    const values = input.genericAttributeValues as unknown[] | undefined;
    if (!values || values.length === 0 || typeof input.attributeControlTypeId !== 'string') return null;
    return isSelectiveType(input.attributeControlTypeId) ? null : { genericAttributeValues: 'attribute.error.valuesnotselective' };
  },
});

/** One value of a selective attribute: its name in each language, and whether a new row starts with it chosen. */
export const GenericAttributeValue = defineEntity({
  name: 'GenericAttributeValue',
  resource: 'GenericAttributeValues',
  table: 'generic_attribute_values',
  area: 'operations',
  route: 'Settings/AttributeValue',
  icon: 'TagOutlined',
  adminOnly: true,
  storeScoped: true,
  childOf: 'GenericAttributes',
  fields: {
    genericAttributeId: f.ref('GenericAttributes', { required: true, filterable: true }),
    name: f.translatable({ required: true, max: 200 }),
    isPreselected: f.boolean({ default: false }),
    displayOrder: f.integer({ default: 0, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'isPreselected', 'displayOrder'],
  defaultSort: 'displayOrder',
});

/**
 * What one row of an entity holds for one attribute (spec 000 §3 "Attribute value mapping"): the
 * value as text in the attribute type's stored form (`attribute-values.ts`: a multi-checkbox's
 * chosen value ids as `|3|,|7|`). Written only through `saveGenericAttributeMappings`, which judges
 * it by the attribute; the dashboard lists them.
 */
export const GenericAttributeMapping = defineEntity({
  name: 'GenericAttributeMapping',
  resource: 'GenericAttributeMappings',
  table: 'generic_attribute_mappings',
  area: 'operations',
  route: 'Settings/AttributeMapping',
  icon: 'TagOutlined',
  adminOnly: true,
  storeScoped: true,
  operations: ['list', 'view'],
  fields: {
    entityName: f.enum(ATTRIBUTE_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    entityId: f.integer({ required: true, min: 1, filterable: true, sortable: true }),
    genericAttributeId: f.ref('GenericAttributes', { required: true, filterable: true }),
    value: f.longtext({ required: true, max: ATTRIBUTE_TEXT_MAX }),
  },
  titleField: 'entityName',
  listColumns: ['entityName', 'entityId', 'genericAttributeId', 'value'],
  defaultSort: '-id',
  unique: [{ fields: ['entityName', 'entityId', 'genericAttributeId'], code: 'attribute.error.mappingexists' }],
});
