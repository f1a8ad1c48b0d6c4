import { Decimal } from '../engine/decimal.js';

/** The folder customers upload their products' pictures into (public; each file's uploader is kept). */
export const PRODUCT_PICTURES_DIRECTORY = 'ProductPictures';

/** What a reviewer says of a product (spec 001 §3 comment `recommending`). */
export const RECOMMENDINGS = ['recommend', 'notsure', 'notrecommend'] as const;

/** How a product type groups what it sells (spec 001 §3 producttype). */
export const PRODUCT_GROUPING_TYPES = ['simple', 'composite', 'relational', 'productioncost'] as const;

/**
 * The product settings of spec 001 §9, by name. Days are whole numbers; 0 switches the rule off.
 * The "requires" switches make a published product need at least one of the mapped things.
 */
export const PRODUCT_SETTINGS = {
  availableDays: 'productavailabledayscount',
  markNewDays: 'productmarknewdayscount',
  customerCanAdd: 'product.customercanadd',
  needsApproval: 'product.publishingneedsapproval',
  requiresAddress: 'product.requiresaddress',
  requiresLocation: 'product.requireslocation',
  requiresTag: 'product.requirestag',
  requiresRegion: 'product.requiresregion',
  requiresCategory: 'product.requirescategory',
} as const;

/** What a published product must have when its setting says so, and the error code refusing it. */
export const PRODUCT_REQUIREMENTS = [
  { setting: PRODUCT_SETTINGS.requiresCategory, code: 'product.error.categoryrequired' },
  { setting: PRODUCT_SETTINGS.requiresTag, code: 'product.error.tagrequired' },
  { setting: PRODUCT_SETTINGS.requiresAddress, code: 'product.error.addressrequired' },
  { setting: PRODUCT_SETTINGS.requiresRegion, code: 'product.error.regionrequired' },
  { setting: PRODUCT_SETTINGS.requiresLocation, code: 'product.error.locationrequired' },
] as const;

const DAY_MS = 86_400_000;

/**
 * Whether a product is listed at `now`: published, approved, and — with `availableDays` above 0 —
 * approved (or, never having waited for approval, created) less than that many days ago.
 */
export function isListed(
  product: { published: boolean; isApproved: boolean; approvedAt: string | Date | null; createdAt: string | Date },
  availableDays: number,
  now: Date,
): boolean {
  if (!product.published || !product.isApproved) return false;
  if (availableDays <= 0) return true;
  return now.getTime() - new Date(product.approvedAt ?? product.createdAt).getTime() < availableDays * DAY_MS;
}

/** Whether a product marked as new still shows as new: within `markNewDays` of its listing (0: as long as it is marked). */
export function showsAsNew(
  product: { markAsNew: boolean; approvedAt: string | Date | null; createdAt: string | Date },
  markNewDays: number,
  now: Date,
): boolean {
  if (!product.markAsNew) return false;
  if (markNewDays <= 0) return true;
  return now.getTime() - new Date(product.approvedAt ?? product.createdAt).getTime() < markNewDays * DAY_MS;
}

/** An old price is shown struck through only when it is above the price. */
export function showsOldPrice(price: string | null, oldPrice: string | null): boolean {
  return price !== null && oldPrice !== null && new Decimal(oldPrice).greaterThan(price);
}
