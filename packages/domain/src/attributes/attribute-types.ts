import type { ControlType } from '../cms/controls/control-types.js';

/**
 * The control types of a generic attribute (spec 000 §3 "Attribute control types", spec 001 §3),
 * kept as the spec's codes. Each one is a control type of the content templates' registry
 * (`cms/controls/control-types.ts`), so an attribute's value is judged, stored and edited exactly
 * as a template control of that type is.
 */
export const ATTRIBUTE_CONTROL_TYPES = ['1', '2', '3', '4', '5', '6', '11', '21', '22'] as const;
export type AttributeControlType = (typeof ATTRIBUTE_CONTROL_TYPES)[number];

/** The template control each attribute control type is. */
export const ATTRIBUTE_CONTROLS: Readonly<Record<AttributeControlType, ControlType>> = {
  '1': 'text',
  '2': 'number',
  '3': 'multiline',
  '4': 'richtext',
  '5': 'toggle',
  '6': 'file',
  '11': 'select',
  '21': 'multicheck',
  '22': 'radio',
};

/** The types chosen from the attribute's own values (dropdown, multi-checkbox, radio): `getSelectiveGenericAttributes`. */
export const SELECTIVE_ATTRIBUTE_TYPES: readonly AttributeControlType[] = ['11', '21', '22'];

export const isSelectiveType = (type: string): boolean => (SELECTIVE_ATTRIBUTE_TYPES as readonly string[]).includes(type);

/**
 * The entities that carry attributes (the spec's category and attribute menu items: page, content,
 * catalog, product, project, unit/ticket, customer), by their entity names. Closed: an attribute
 * for an entity that does not exist would never be shown anywhere.
 */
export const ATTRIBUTE_ENTITY_NAMES = ['Customer', 'Product', 'Page', 'Content', 'Catalog', 'Project', 'Ticket'] as const;
export type AttributeEntityName = (typeof ATTRIBUTE_ENTITY_NAMES)[number];

/** The folder file-upload attributes' files go into (its uploads accept the spec's "Attribute files"). */
export const ATTRIBUTE_DIRECTORY = 'Attributes';
/**
 * A customer's own attribute files (a CV, a scan of an ID) are private: they go into a folder only
 * administrators, their uploader and the customer holding them read.
 */
export const CUSTOMER_FILES_DIRECTORY = 'CustomerFiles';

/** The folder an entity's file-upload attributes keep their files in. */
export const attributeDirectoryOf = (entityName: string): string =>
  entityName === 'Customer' ? CUSTOMER_FILES_DIRECTORY : ATTRIBUTE_DIRECTORY;
