import { api } from '../../api/api-client';
import type { EntityRow } from '../../api/resource-api';
import { type UploadAnswer, uploadWithProgress } from '../../cms/files-api';
import type { Texts } from '../../cms/pages/pages-api';

/** What a customer may choose for a product: the store's active product types and available coins. */
export interface ProductChoices {
  readonly productTypes: readonly { id: number; name: Texts }[];
  readonly coins: readonly { id: number; symbol: string; name: Texts }[];
}

/** A location of the store's (`GET /api/Region/getLocations`): where in a region a product is. */
export interface LocationRow {
  readonly id: number;
  readonly name: Texts;
  readonly regionId: number | null;
}

/** The signed-in customer's products, kept under one key (the list and the form share it). */
export const MY_PRODUCTS_KEY = ['my-products'];
export const PRODUCT_CHOICES_KEY = ['product-choices'];
export const locationsKey = (regionId: number) => ['region-locations', regionId];

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A customer's own products (issue 13 item 4: `areas/catalog/customer-products.routes.ts`). */
export const myProductsApi = {
  /** Newest first, each with its pictures and whether it waits for approval. */
  list: async (signal?: AbortSignal) => (await api<{ data: EntityRow[] }>('GET', '/api/Catalog/getMyProducts', withSignal(signal))).data,
  /** Without `id` a new product (201), with `id` a change of the fields sent. */
  save: async (body: Record<string, unknown>, id?: number) =>
    (await api<{ data: EntityRow }>('POST', '/api/Catalog/saveMyProduct', { body, ...(id ? { query: { id } } : {}) })).data,
  remove: (id: number) => api<{ data: { id: number } }>('DELETE', '/api/Catalog/deleteMyProduct', { query: { id } }),
  choices: async (signal?: AbortSignal) =>
    (await api<{ data: ProductChoices }>('GET', '/api/Catalog/getProductChoices', withSignal(signal))).data,
  /** The published locations of one region, in display order. */
  locations: async (regionId: number, signal?: AbortSignal) =>
    (await api<{ data: LocationRow[] }>('GET', '/api/Region/getLocations', { query: { regionId }, ...withSignal(signal) })).data,
};

/** POST uploadProductPicture: one picture of the signed-in customer's product, into the public ProductPictures folder, with its progress. */
export const uploadProductPicture = (file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> =>
  uploadWithProgress('/api/Catalog/uploadProductPicture', file, onProgress);
