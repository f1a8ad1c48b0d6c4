import { type AttributeEntityName, PRODUCT_SETTINGS } from '@store/domain';
import type { LinkKind } from './placing/placing-links';

/** A panel of what places a row: one of its sets of links, or its attribute values. */
export type PlacingPanel = LinkKind | 'attributes';

/** Which placing panels an entity's forms show under their fields, and what makes a set required. */
export interface PlacingDeclaration {
  readonly entityName: AttributeEntityName;
  /** The message key of the panels' heading. */
  readonly title: string;
  readonly panels: readonly PlacingPanel[];
  /** The store setting (a public one) that makes a set required: the server then refuses it empty. */
  readonly requiredBy?: Partial<Record<LinkKind, string>>;
}

/**
 * The placing panels of the dashboard's forms, by entity name (issue 13 item 4). What places a row
 * is not in its row: mappings saved by their own calls once the row exists (categories, tags,
 * cities, attribute values). The generic form shows the declared panels under its fields and saves
 * them after the row; an entity opts in with one line here (pages, customers later).
 */
export const formPlacing: Readonly<Record<string, PlacingDeclaration>> = {
  Product: {
    entityName: 'Product',
    title: 'products.placing.title',
    panels: ['categories', 'tags', 'cities', 'attributes'],
    requiredBy: {
      categories: PRODUCT_SETTINGS.requiresCategory,
      tags: PRODUCT_SETTINGS.requiresTag,
      cities: PRODUCT_SETTINGS.requiresAddress,
    },
  },
};
