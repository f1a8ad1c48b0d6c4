import { z } from 'zod';
import { gtinWithCheckDigit, isGtin } from '../catalog/gtin.js';
import { PRODUCT_GROUPING_TYPES, PRODUCT_PICTURES_DIRECTORY, RECOMMENDINGS } from '../catalog/product-rules.js';
import { isFileOf } from '../cms/controls/control-values.js';
import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * The catalog (spec 001 §3 coin, product, producttype; §5; §8; issue 13 item 4). A product is a
 * store's own, priced in one of the store's coins (its base coin: `IRT`, `IRR`, a crypto coin), of
 * one product type. What else places it — categories, tags, the cities it is offered in, attribute
 * values — are mappings written through the Category, Tag, Address and Attribute calls, as for
 * every entity name; the catalog's search reads them (`areas/catalog/`).
 */

const image = (prefix: string) =>
  f.image({
    check: (address: string) => (isFileOf('Images', address) ? null : 'common.error.fileurl'),
    sample: (n: number) => `/api/CMS/Image/Images/${prefix}-${n}.png`,
  });
/** Amounts in a coin: crypto coins need eight decimal places, Toman none. Never negative. */
const amount = (options: { required?: boolean } = {}) => f.money({ scale: 8, min: '0', filterable: true, sortable: true, ...options });

/** A currency or coin prices are in (spec 001 §3 coin): Toman `IRT` and Rial `IRR` first (§9). */
export const Coin = defineEntity({
  name: 'Coin',
  resource: 'Coins',
  table: 'coins',
  area: 'catalog',
  route: 'Catalog/Coin',
  icon: 'DollarOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    // Upper-case letters and digits (`IRT`, `USDT`); the price label beside an amount.
    symbol: f.code({
      required: true,
      max: 20,
      filterable: true,
      sortable: true,
      check: (value: string) => (/^[A-Z0-9]{2,20}$/.test(value) ? null : 'coin.error.symbol'),
      sample: (n) => `C${n}`,
    }),
    name: f.translatable({ required: true, min: 3, max: 100, sortable: true }),
    description: f.translatable({ max: 1000 }),
    rank: f.integer({ default: 0, min: 0, sortable: true }),
    logo: image('coin'),
    url: f.url(),
    totalMarketCap: f.decimal({ scale: 2, min: '0' }),
    meta: f.longtext({ max: 4000 }),
    isAvailable: f.boolean({ default: true, filterable: true }),
    isPayable: f.boolean({ default: true, filterable: true }),
    // A crypto coin rather than a currency.
    isCoin: f.boolean({ default: false, filterable: true }),
  },
  titleField: 'symbol',
  listColumns: ['symbol', 'name', 'rank', 'isAvailable', 'isPayable', 'isCoin'],
  defaultSort: 'rank',
  unique: [{ fields: ['symbol'], code: 'coin.error.symbolexists', caseInsensitive: true }],
});

/** A kind of product (spec 001 §3 producttype): how it is grouped, and whether it is paid for and kept in stock. */
export const ProductType = defineEntity({
  name: 'ProductType',
  resource: 'ProductTypes',
  table: 'product_types',
  area: 'catalog',
  route: 'Catalog/ProductType',
  icon: 'AppstoreOutlined',
  adminOnly: true,
  storeScoped: true,
  fields: {
    name: f.translatable({ required: true, min: 3, max: 200, sortable: true }),
    // What a product of this type sells when it is a row of another entity (a land); none: goods.
    entityName: f.code({ max: 100, filterable: true }),
    // A name the server knows the type by (`land`), unchanged by translation.
    systemKeyword: f.code({ max: 100, filterable: true }),
    groupingType: f.enum(PRODUCT_GROUPING_TYPES, { default: 'simple', filterable: true, sortable: true }),
    isActive: f.boolean({ default: true, filterable: true }),
    isPayable: f.boolean({ default: true, filterable: true }),
    isStockable: f.boolean({ default: true, filterable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'groupingType', 'systemKeyword', 'isActive', 'isPayable', 'isStockable'],
  defaultSort: 'name',
});

/**
 * A product (spec 001 §3 product). `published` is the administrator's switch; a customer's own
 * product (`/account/mynewproducts`) waits unapproved while the store's
 * `product.publishingneedsapproval` is on, until an administrator approves it. Visitors see a
 * product that is published, approved and — with `productavailabledayscount` above 0 — listed
 * within that many days of its approval (or creation).
 */
export const Product = defineEntity({
  name: 'Product',
  resource: 'Products',
  table: 'products',
  area: 'catalog',
  route: 'Catalog/Product',
  icon: 'ShoppingOutlined',
  adminOnly: true,
  storeScoped: true,
  large: true,
  fields: {
    name: f.translatable({ required: true, min: 3, max: 200, sortable: true }),
    // The product's address: `/p/{slug}`.
    slug: f.slug({ required: true, filterable: true, sortable: true }),
    description: f.translatableHtml(),
    sku: f.code({ max: 64, filterable: true, sortable: true, sample: (n) => `SKU-${n}` }),
    gtin: f.code({
      max: 14,
      filterable: true,
      check: (value: string) => (isGtin(value) ? null : 'product.error.gtininvalid'),
      // A valid check digit for any n (`gtin.ts`): 12 digits of n, then the digit that makes it a GTIN-13.
      sample: (n) => gtinWithCheckDigit(String(n % 1_000_000_000_000).padStart(12, '0')),
    }),
    productTypeId: f.ref('ProductTypes', { required: true, filterable: true, choosableWhen: 'isActive' }),
    baseCoinId: f.ref('Coins', { required: true, filterable: true, choosableWhen: 'isAvailable' }),
    price: amount({ required: true }),
    // The price before a discount, shown struck through when above the price.
    oldPrice: amount(),
    // The price is not shown: "call for price".
    callForPrice: f.boolean({ default: false, filterable: true }),
    stockQuantity: f.integer({ default: 0, min: 0, filterable: true, sortable: true }),
    orderMinimumQuantity: f.integer({ default: 1, min: 1 }),
    orderMaximumQuantity: f.integer({ default: 10_000, min: 1 }),
    // What the product sells when it is a row of another entity (a land: `Land`, its id).
    entityName: f.code({ max: 100, filterable: true }),
    entityId: f.integer({ min: 1, filterable: true }),
    // A price worked out from other values (a production cost's), kept as written.
    formula: f.longtext({ max: 2000 }),
    regionId: f.ref('Regions', { filterable: true, choosableWhen: 'published' }),
    // Where on the map (a house for sale): a location of the store's.
    locationId: f.ref('Locations', { filterable: true, choosableWhen: 'published' }),
    showOnHomePage: f.boolean({ default: false, filterable: true }),
    markAsNew: f.boolean({ default: false, filterable: true }),
    isFeaturedProduct: f.boolean({ default: false, filterable: true }),
    published: f.boolean({ default: true, filterable: true, sortable: true }),
    isApproved: f.boolean({ default: true, filterable: true, sortable: true }),
    // When it was approved (set by the approve action); the listing days count from it (else from its creation).
    approvedAt: f.datetime({ readOnly: true, sortable: true }),
    displayOrder: f.integer({ default: 0, sortable: true }),
    isTaxExempt: f.boolean({ default: false, filterable: true }),
    isFreeShipping: f.boolean({ default: false, filterable: true }),
    weight: f.decimal({ scale: 3, min: '0' }),
    length: f.decimal({ scale: 3, min: '0' }),
    width: f.decimal({ scale: 3, min: '0' }),
    height: f.decimal({ scale: 3, min: '0' }),
    relatedProductIds: f.refs('Products', { through: { table: 'related_products', row: 'product_id', ref: 'related_product_id' } }),
    metaTitle: f.translatable({ max: 200 }),
    metaDescription: f.translatable({ max: 1000 }),
    metaKeywords: f.translatable({ max: 1000 }),
  },
  titleField: 'name',
  listColumns: ['name', 'sku', 'price', 'stockQuantity', 'published', 'isApproved', 'displayOrder'],
  defaultSort: '-id',
  children: { pictures: { resource: 'ProductPictures', field: 'productId', max: 20 } },
  // The catalog search's own copy of what it filters by (`areas/catalog/product-values.ts`, the products
  // migration; where a product is, kept by the database's triggers: migration 0030).
  unmanagedColumns: ['value_ids', 'search_text', 'category_ids', 'city_ids', 'region_ids'],
  unique: [
    { fields: ['slug'], code: 'product.error.slugexists', caseInsensitive: true },
    { fields: ['sku'], code: 'product.error.skuexists', caseInsensitive: true },
    { fields: ['gtin'], code: 'product.error.gtinexists' },
  ],
  validate: (input) => {
    const issues: Record<string, string> = {};
    const [least, most] = [input.orderMinimumQuantity, input.orderMaximumQuantity];
    if (typeof least === 'number' && typeof most === 'number' && least > most) issues.orderMaximumQuantity = 'product.error.quantityrange';
    if (Array.isArray(input.relatedProductIds) && typeof input.id === 'number' && input.relatedProductIds.includes(input.id)) {
      issues.relatedProductIds = 'product.error.relatedself';
    }
    return Object.keys(issues).length > 0 ? issues : null;
  },
  lifecycle: {
    state: (row) => (row.isApproved ? 'approved' : 'pending'),
    actions: {
      // The publishing queue's button: a customer's product goes out.
      approve: {
        from: ['pending'],
        to: 'approved',
        error: 'product.error.alreadyapproved',
        apply: (_row, { now }) => ({ isApproved: true, approvedAt: now }),
      },
      // Taken off the store and back into the queue (a complaint, a change to check again).
      withdraw: { from: ['approved'], to: 'pending', error: 'product.error.notapproved', apply: () => ({ isApproved: false }) },
    },
  },
});

/** One picture of a product, in display order (the first is the product's card picture). */
export const ProductPicture = defineEntity({
  name: 'ProductPicture',
  resource: 'ProductPictures',
  table: 'product_pictures',
  area: 'catalog',
  route: 'Catalog/ProductPicture',
  icon: 'PictureOutlined',
  adminOnly: true,
  storeScoped: true,
  childOf: 'Products',
  fields: {
    productId: f.ref('Products', { required: true, filterable: true }),
    // The store's Images, or the ProductPictures customers upload for their own products.
    picture: f.image({
      required: true,
      check: (address: string) =>
        isFileOf('Images', address) || isFileOf(PRODUCT_PICTURES_DIRECTORY, address) ? null : 'common.error.fileurl',
      sample: (n) => `/api/CMS/Image/Images/product-${n}.png`,
    }),
    // What the picture shows, for those who cannot see it.
    alt: f.translatable({ max: 200 }),
    displayOrder: f.integer({ default: 0, sortable: true }),
  },
  titleField: 'picture',
  listColumns: ['picture', 'displayOrder'],
  defaultSort: 'displayOrder',
});

/** Most pictures one comment carries. */
export const COMMENT_PICTURES_MAX = 5;
/** The rating scale of a review: whole stars from 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A comment's pictures: addresses of the commenter's uploads into ProductPictures (as the upload answered them), each once. */
export const commentPicturesSchema = z
  .array(
    z.string().refine((address) => isFileOf(PRODUCT_PICTURES_DIRECTORY, address), {
      message: 'cms.error.filefolder',
      params: { directory: PRODUCT_PICTURES_DIRECTORY },
    }),
  )
  .max(COMMENT_PICTURES_MAX)
  .transform((list) => [...new Set(list)]);

/**
 * A comment on a product (spec 001 §3 comment; issue 13 item 4): a review — title, text, positive
 * and negative features (one per line), whether the writer recommends it, pictures and a rating of
 * 1 to 5 — or, under one (`parentCommentId`), a reply with text only. Written by signed-in
 * customers through `addComment` / `addCommentReply` (one review per customer and product);
 * shown to visitors once approved (`comment.needsapproval`, on by default); administrators
 * moderate them here and their own are approved at once. Docs: docs/notes/catalog.md.
 */
export const Comment = defineEntity({
  name: 'Comment',
  resource: 'Comments',
  table: 'comments',
  area: 'catalog',
  route: 'Catalog/Comment',
  icon: 'CommentOutlined',
  adminOnly: true,
  storeScoped: true,
  large: true,
  fields: {
    productId: f.ref('Products', { required: true, filterable: true }),
    parentCommentId: f.ref('Comments', { filterable: true }),
    title: f.text({ max: 200, filterable: true }),
    contentText: f.longtext({ required: true, min: 3, max: 4000 }),
    positiveFeature: f.longtext({ max: 2000 }),
    negativeFeature: f.longtext({ max: 2000 }),
    recommending: f.enum(RECOMMENDINGS, { filterable: true }),
    rating: f.integer({ min: RATING_MIN, max: RATING_MAX, filterable: true, sortable: true }),
    pictures: f.jsonText({
      max: 4000,
      json: {
        schema: commentPicturesSchema,
        sample: (n: number) => [`/api/CMS/Image/${PRODUCT_PICTURES_DIRECTORY}/comment-${n}.png`],
        display: 'files',
      },
    }),
    isApproved: f.boolean({ default: true, filterable: true, sortable: true }),
  },
  titleField: 'title',
  listColumns: ['productId', 'title', 'rating', 'recommending', 'isApproved'],
  defaultSort: '-id',
  tree: { parent: 'parentCommentId' },
  // A reply answers a review of the same product and carries no rating, recommendation or features.
  refRules: {
    productId: {
      by: 'parentCommentId',
      rule: (value, parent) =>
        parent.parentCommentId !== null
          ? { issues: { '': { code: 'comment.error.replytoreply' } } }
          : value === parent.productId
            ? { value }
            : { issues: { '': { code: 'comment.error.parentproduct' } } },
    },
  },
  validate: (input) => {
    const reply = input.parentCommentId !== null && input.parentCommentId !== undefined;
    if (reply) {
      const extra = ['rating', 'recommending', 'positiveFeature', 'negativeFeature'].find(
        (name) => input[name] !== null && input[name] !== undefined && input[name] !== '',
      );
      return extra ? { [extra]: 'comment.error.replyfields' } : null;
    }
    return input.rating === null || input.rating === undefined ? { rating: 'common.error.required' } : null;
  },
  lifecycle: {
    state: (row) => (row.isApproved ? 'approved' : 'pending'),
    actions: {
      approve: { from: ['pending'], to: 'approved', error: 'comment.error.alreadyapproved', apply: () => ({ isApproved: true }) },
      // Hidden again from the product page, back in the queue.
      withdraw: { from: ['approved'], to: 'pending', error: 'comment.error.notapproved', apply: () => ({ isApproved: false }) },
    },
  },
});
