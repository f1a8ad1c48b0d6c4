import type { TestApp } from './test-app.js';

/**
 * A catalog made through the API as an administrator would (issue 13): a coin, a product type,
 * attributes of products with their values, products, and what places them.
 */
export interface Id {
  id: number;
}
export interface Attribute extends Id {
  values: Id[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function catalogMaker(app: { readonly t: TestApp; readonly admin: Record<string, string> }) {
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = app.admin) =>
    app.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const created = async <T>(url: string, payload: unknown): Promise<T> => {
    const res = await call('POST', url, payload);
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  let serial = 0;
  return {
    call,
    created,
    coin: (symbol: string, over: Record<string, unknown> = {}) =>
      created<Id>('/api/Coins', { symbol, name: { en: `${symbol} coin`, fa: `ارز ${symbol}` }, ...over }),
    productType: (name: string) => created<Id>('/api/ProductTypes', { name: { en: name } }),
    /** A product attribute of `type` with values named `values` (for the selective types), filterable by default. */
    attribute: (name: string, type: string, values: string[] = [], over: Record<string, unknown> = {}) =>
      created<Attribute & { genericAttributeValues: Id[] }>('/api/GenericAttributes', {
        name: { en: name },
        entityName: 'Product',
        attributeControlTypeId: type,
        isFilterable: true,
        ...(values.length > 0 ? { genericAttributeValues: values.map((v, i) => ({ name: { en: v }, displayOrder: i })) } : {}),
        ...over,
      }).then((a) => ({ ...a, values: a.genericAttributeValues ?? [] })),
    product: (name: string, base: { productTypeId: number; baseCoinId: number }, over: Record<string, unknown> = {}) =>
      created<Id & Record<string, unknown>>('/api/Products', {
        name: { en: name },
        slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++serial}`,
        price: '100',
        ...base,
        ...over,
      }),
    /** Sets what a product holds for its attributes (attribute id → stored text). */
    async setAttributes(productId: number, values: Record<number, string>) {
      const body = Object.entries(values).map(([id, value]) => ({
        entityName: 'Product',
        entityId: productId,
        genericAttributeId: Number(id),
        value,
      }));
      const res = await call('POST', `/api/Attribute/saveGenericAttributeMappings?entityName=Product&entityId=${productId}`, body);
      if (res.statusCode !== 200) throw new Error(`attributes of ${productId}: ${res.statusCode} ${res.body}`);
    },
    async setCategories(productId: number, categoryIds: number[]) {
      const res = await call('POST', '/api/Category/saveCategoryMappings', { entityName: 'Product', entityId: productId, categoryIds });
      if (res.statusCode !== 200) throw new Error(`categories of ${productId}: ${res.statusCode} ${res.body}`);
    },
    async setTags(productId: number, tagIds: number[]) {
      const res = await call('POST', '/api/Tag/saveTagMappings', { entityName: 'Product', entityId: productId, tagIds });
      if (res.statusCode !== 200) throw new Error(`tags of ${productId}: ${res.statusCode} ${res.body}`);
    },
    async setCities(productId: number, cityIds: number[]) {
      const res = await call('POST', '/api/Address/saveAddressElementMappings', { entityName: 'Product', entityId: productId, cityIds });
      if (res.statusCode !== 200) throw new Error(`cities of ${productId}: ${res.statusCode} ${res.body}`);
    },
  };
}
