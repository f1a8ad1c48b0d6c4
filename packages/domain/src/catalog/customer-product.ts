import type { EntityDef } from '../engine/entity.js';
import { Product } from '../entities/catalog.js';

/**
 * What a customer sets of their own product (`saveMyProduct`; `/account/mynewproducts`). Not the
 * store's own marks (home page, featured, new, display order), not its approval, not SKU or GTIN
 * (unique in the store: a clash would tell a customer what others' unlisted products hold), not
 * related products (other people's). One list for the server's check and the customer's form.
 */
export const CUSTOMER_PRODUCT_FIELDS = [
  'name',
  'slug',
  'description',
  'productTypeId',
  'baseCoinId',
  'price',
  'oldPrice',
  'callForPrice',
  'stockQuantity',
  'orderMinimumQuantity',
  'orderMaximumQuantity',
  'regionId',
  'locationId',
  'published',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
] as const;

/** The product as a customer writes it: the fields above, with the product's rules and (on the server) its picture rows. */
export const CustomerProduct: EntityDef = {
  ...Product,
  fields: Object.fromEntries(CUSTOMER_PRODUCT_FIELDS.map((name) => [name, Product.fields[name]])),
};
