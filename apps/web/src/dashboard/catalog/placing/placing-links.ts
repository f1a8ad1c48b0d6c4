import type { Texts } from '../../../cms/pages/pages-api';

/** A category as getCategories answers it (a flat list: `parentCategoryId` makes the tree). */
export interface CategoryRow {
  readonly id: number;
  readonly name: Texts | null;
  readonly parentCategoryId: number | null;
  readonly published: boolean;
}

export interface TagRow {
  readonly id: number;
  readonly name: string;
  readonly published: boolean;
}

/** A country, province or city as getAllAddressItems answers it (`country-1`, `province-3`, `city-7`). */
export interface AddressItem {
  readonly uniqueId: string;
  readonly name: Texts | null;
  readonly parentUniqueId: string | null;
}

/** The sets of ids that place one row, each saved as a whole by its own call. */
export type LinkKind = 'categories' | 'tags' | 'cities';

/** Per set: its read and save calls and the field naming the ids (in the mapping rows, and `{field}s` in the save's body). */
export const LINK_CALLS: Readonly<Record<LinkKind, { read: string; save: string; field: string }>> = {
  categories: { read: '/api/Category/getCategoryMappings', save: '/api/Category/saveCategoryMappings', field: 'categoryId' },
  tags: { read: '/api/Tag/getTagMappings', save: '/api/Tag/saveTagMappings', field: 'tagId' },
  cities: { read: '/api/Address/getAddressElementMappings', save: '/api/Address/saveAddressElementMappings', field: 'cityId' },
};
