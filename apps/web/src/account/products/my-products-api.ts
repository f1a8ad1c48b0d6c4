import { api } from '../../api/api-client';
import { ApiError, type ApiErrorBody } from '../../api/api-error';
import { requestHeaders } from '../../api/request-headers';
import type { EntityRow } from '../../api/resource-api';
import { readAuth } from '../../auth/auth-storage';
import { accessExpired, refreshSession } from '../../auth/session-refresh';
import type { UploadAnswer } from '../../cms/files-api';
import type { Texts } from '../../cms/pages/pages-api';

/** What a customer may choose for a product: the store's active product types and available coins. */
export interface ProductChoices {
  readonly productTypes: readonly { id: number; name: Texts }[];
  readonly coins: readonly { id: number; symbol: string; name: Texts }[];
}

/** The signed-in customer's products, kept under one key (the list and the form share it). */
export const MY_PRODUCTS_KEY = ['my-products'];
export const PRODUCT_CHOICES_KEY = ['product-choices'];

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
};

/**
 * POST uploadProductPicture: one picture of the signed-in customer's product, into the public
 * ProductPictures folder. Resolves with the answer's `data`; rejects with an ApiError whose message
 * is the server's message about the file when there is one. (No progress: sent with fetch.)
 */
export async function uploadProductPicture(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  let auth = readAuth();
  if (accessExpired(auth)) auth = (await refreshSession(auth.access_token)) ?? readAuth();
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await fetch('/api/Catalog/uploadProductPicture', {
    method: 'POST',
    headers: requestHeaders(false, auth?.access_token),
    body,
  }).catch(() => {
    throw new ApiError(0, { code: 'common.error.network' });
  });
  const payload = (await answer.json().catch(() => undefined)) as { data?: UploadAnswer; error?: ApiErrorBody } | undefined;
  if (!answer.ok) {
    const error = payload?.error ?? {};
    const field = error.fields?.file;
    throw new ApiError(answer.status, { ...error, ...(field ? { message: field } : {}) });
  }
  onProgress(100);
  return payload?.data ?? {};
}
