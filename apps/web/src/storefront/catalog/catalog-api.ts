import { api } from '../../api/api-client';
import type { Attribute } from '../../attributes/attributes-api';
import type { Texts } from '../../cms/pages/pages-api';
import { type CatalogPage, type CatalogProduct, type CatalogQuery, catalogQueryParams } from './catalog-query';

/** A named row of a tree (a category, a region): its parent makes the tree. */
export interface TreeRow {
  readonly id: number;
  readonly name: Texts;
  readonly parentId: number | null;
}

/** A city a product is offered in (getCities answers address items: `city-7`). */
export interface CityRow {
  readonly id: number;
  readonly name: Texts;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The public catalog's calls (apps/server/src/areas/catalog) and the lists its filter panel offers. */
export const catalogApi = {
  /** One page of the list: the query exactly as the address keeps it (`catalogQueryParams`). */
  products: (query: CatalogQuery, signal?: AbortSignal) =>
    api<CatalogPage>('GET', '/api/Catalog/getProducts', { query: catalogQueryParams(query), ...withSignal(signal) }),

  /** A listed product by its address (404: none to show). */
  product: async (slug: string, signal?: AbortSignal) =>
    (await api<{ data: CatalogProduct }>('GET', '/api/Catalog/getProduct', { query: { slug }, ...withSignal(signal) })).data,

  /** The store's active, filterable product attributes with their values, in display order. */
  attributes: async (signal?: AbortSignal) =>
    (
      await api<{ data: Attribute[] }>('GET', '/api/Attribute/getGenericAttributes', {
        query: { entityName: 'Product', isFilterable: 'true', isActived: 'true' },
        ...withSignal(signal),
      })
    ).data,

  /** Published product categories as a flat list (the tree by parent). */
  categories: async (signal?: AbortSignal): Promise<TreeRow[]> =>
    (
      await api<{ data: { id: number; name: Texts; parentCategoryId: number | null }[] }>('GET', '/api/Category/getCategories', {
        query: { entityName: 'Product' },
        ...withSignal(signal),
      })
    ).data.map((row) => ({ id: row.id, name: row.name, parentId: row.parentCategoryId })),

  /** The published cities some product is offered in. */
  cities: async (signal?: AbortSignal): Promise<CityRow[]> =>
    (
      await api<{ data: { uniqueId: string; name: Texts }[] }>('GET', '/api/Address/getCities', {
        query: { entityName: 'Product' },
        ...withSignal(signal),
      })
    ).data.flatMap((item) => {
      const id = /^city-(\d+)$/.exec(item.uniqueId)?.[1];
      return id ? [{ id: Number(id), name: item.name }] : [];
    }),

  /** The published regions of one city (a tree by parent). */
  regions: async (cityId: number, signal?: AbortSignal): Promise<TreeRow[]> =>
    (
      await api<{ data: { id: number; name: Texts; parentRegionId: number | null }[] }>('GET', '/api/Region/getRegions', {
        query: { cityId },
        ...withSignal(signal),
      })
    ).data.map((row) => ({ id: row.id, name: row.name, parentId: row.parentRegionId })),
};
