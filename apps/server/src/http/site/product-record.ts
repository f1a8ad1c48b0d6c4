import { Decimal, type Language, metaTextIn, PRODUCT_SETTINGS, plainTextOf, settingInteger, shortened } from '@store/domain';
import { sql } from 'kysely';
import { storeSettingValue } from '../../areas/catalog/product-settings.js';
import type { AnyDb } from '../../db/schema.js';
import type { Texts } from './page-records.js';

/** A listed product as its page's head shows it. */
export interface ListedProduct {
  slug: string;
  name: Texts;
  description: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
  sku: string | null;
  gtin: string | null;
  price: string;
  callForPrice: boolean;
  stockQuantity: number;
  coinSymbol: string;
  pictures: string[];
}

/**
 * `/p/{slug}`: the store's listed product with this slug (any letter case) — published, approved
 * and within the store's `productavailabledayscount` — as the catalog lists it. One query on the
 * unique (store, lower(slug)) index, one for the setting.
 */
export async function listedProduct(db: AnyDb, storeId: number, slug: string): Promise<ListedProduct | undefined> {
  const days = settingInteger(await storeSettingValue(db, storeId, PRODUCT_SETTINGS.availableDays), 0, 0, 36_500);
  const { rows } = await sql<ListedProduct>`
    SELECT p.slug, p.name, p.description, p.meta_title AS "metaTitle", p.meta_description AS "metaDescription", p.sku, p.gtin,
      p.price::text AS price, p.call_for_price AS "callForPrice", p.stock_quantity AS "stockQuantity", c.symbol AS "coinSymbol",
      coalesce((SELECT array_agg(pp.picture ORDER BY pp.display_order, pp.id) FROM product_pictures pp WHERE pp.product_id = p.id), '{}') AS pictures
    FROM products p JOIN coins c ON c.id = p.base_coin_id
    WHERE p.store_id = ${storeId} AND lower(p.slug) = ${slug.toLowerCase()} AND p.published AND p.is_approved
      AND (${days} = 0 OR coalesce(p.approved_at, p.created_at) > now() - make_interval(days => ${days}))`.execute(db);
  const row = rows[0];
  return row
    ? {
        ...row,
        name: row.name ?? {},
        description: row.description ?? {},
        metaTitle: row.metaTitle ?? {},
        metaDescription: row.metaDescription ?? {},
      }
    : undefined;
}

/** The page title and description of a product in `language`: its meta texts, else its name and description. */
export function productMetaTexts(product: ListedProduct, language: Language): { title: string; description: string } {
  return {
    title: metaTextIn(product.metaTitle, language) || metaTextIn(product.name, language),
    description: shortened(metaTextIn(product.metaDescription, language) || metaTextIn(product.description, language, plainTextOf)),
  };
}

/**
 * The schema.org Product of a product page (issue 13 item 5), for search engines. A price in Toman
 * (`IRT`, not an ISO 4217 code) is given in Rial (`IRR`), ten to the Toman; call-for-price gives no offer.
 */
export function productStructuredData(
  product: ListedProduct,
  texts: { title: string; description: string },
  url: string | undefined,
  images: string[],
) {
  const toman = product.coinSymbol === 'IRT';
  const offer = product.callForPrice
    ? undefined
    : {
        '@type': 'Offer',
        price: toman ? new Decimal(product.price).times(10).toFixed() : new Decimal(product.price).toFixed(),
        priceCurrency: toman ? 'IRR' : product.coinSymbol,
        availability: `https://schema.org/${product.stockQuantity > 0 ? 'InStock' : 'OutOfStock'}`,
        ...(url ? { url } : {}),
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: texts.title,
    ...(texts.description ? { description: texts.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.gtin ? { gtin: product.gtin } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}
