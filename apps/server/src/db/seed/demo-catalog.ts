import { attributeTextOf, Product } from '@store/domain';
import { sql } from 'kysely';
import { refreshProductValues } from '../../areas/catalog/product-values.js';
import type { FileStore } from '../../areas/cms-files/file-store.js';
import { capacityOf, saveFile } from '../../areas/cms-files/storage.js';
import type { AnyDb } from '../schema.js';
import { demoAttributes, demoCategories, demoPlaces, demoProducts, demoTypes } from './demo-catalog-texts.js';
import { newsPicture } from './demo-cms.js';

const json = (value: unknown) => JSON.stringify(value);

async function insert(db: AnyDb, table: string, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    VALUES (${sql.join(columns.map((c) => values[c]))}) RETURNING id`.execute(db);
  return Number(rows[0]?.id);
}

/**
 * Seeds the demo store's catalog (`demo-catalog-texts.ts`): Iran's three cities and their districts,
 * categories, product types, filterable attributes of every type, and homes with pictures, placed
 * in categories, cities and regions, holding attribute values — written as the API would keep
 * them (each product's search values refreshed as a save of its attributes does).
 */
export async function seedDemoCatalog(db: AnyDb, files: FileStore, storeId: number): Promise<void> {
  const store = { store_id: storeId };
  const coin = await insert(db, 'coins', { ...store, symbol: 'IRT', name: json({ fa: 'تومان', en: 'Toman', tr: 'Tümen' }), rank: 1 });
  const { country: c } = demoPlaces;
  const country = await insert(db, 'countries', {
    ...store,
    name: json(c.name),
    two_letter_iso_code: c.iso2,
    three_letter_iso_code: c.iso3,
    numeric_iso_code: c.numeric,
    country_code: c.callingCode,
  });
  const cities: Record<string, number> = {};
  for (const [order, city] of demoPlaces.cities.entries()) {
    const province = await insert(db, 'provinces', { ...store, country_id: country, name: json(city.province), display_order: order });
    cities[city.key] = await insert(db, 'cities', {
      ...store,
      country_id: country,
      province_id: province,
      name: json(city.name),
      display_order: order,
    });
  }
  const regions: Record<string, number> = {};
  for (const [order, region] of demoPlaces.regions.entries()) {
    const parent = 'parent' in region ? regions[region.parent] : null;
    regions[region.key] = await insert(db, 'regions', {
      ...store,
      name: json(region.name),
      parent_region_id: parent ?? null,
      display_order: order,
    });
    await insert(db, 'region_mappings', { ...store, region_id: regions[region.key], city_id: cities[region.city] });
  }
  const categories: Record<string, number> = {};
  for (const [order, category] of demoCategories.entries()) {
    const parent = 'parent' in category ? categories[category.parent] : null;
    categories[category.key] = await insert(db, 'categories', {
      ...store,
      name: json(category.name),
      entity_name: Product.name,
      parent_category_id: parent ?? null,
      display_order: order,
    });
  }
  const types: Record<string, number> = {};
  for (const type of demoTypes)
    types[type.key] = await insert(db, 'product_types', { ...store, name: json(type.name), system_keyword: type.key });
  const attributes: Record<string, { id: number; type: string; values: number[] }> = {};
  for (const [order, attribute] of demoAttributes.entries()) {
    const id = await insert(db, 'generic_attributes', {
      ...store,
      name: json(attribute.name),
      entity_name: Product.name,
      attribute_control_type_id: attribute.type,
      is_filterable: true,
      display_order: order,
    });
    const values: number[] = [];
    for (const [index, value] of ('values' in attribute ? attribute.values : []).entries())
      values.push(
        await insert(db, 'generic_attribute_values', { ...store, generic_attribute_id: id, name: json(value), display_order: index }),
      );
    attributes[attribute.key] = { id, type: attribute.type, values };
  }

  const capacity = await capacityOf(db, storeId, storeId);
  for (const [order, product] of demoProducts.entries()) {
    const id = await insert(db, 'products', {
      ...store,
      name: json(product.name),
      slug: product.slug,
      description: json(product.description),
      product_type_id: types[product.type],
      base_coin_id: coin,
      price: product.price,
      old_price: product.oldPrice ?? null,
      call_for_price: product.callForPrice ?? false,
      stock_quantity: 1,
      region_id: regions[product.region],
      is_featured_product: product.featured ?? false,
      show_on_home_page: product.featured ?? false,
      mark_as_new: product.isNew ?? false,
      display_order: order,
    });
    const name = `demo-product-${order + 1}.jpg`;
    const body = await newsPicture(product.colours);
    await saveFile(
      db,
      files,
      { storeId, directory: 'Images', name, size: body.length, contentType: 'image/jpeg', body, createdBy: null },
      capacity,
    );
    await insert(db, 'product_pictures', { ...store, product_id: id, picture: `/api/CMS/Image/Images/${name}?store=${storeId}` });
    const place = { ...store, entity_name: Product.name, entity_id: id };
    await insert(db, 'category_mappings', { ...place, category_id: categories[product.category] });
    await insert(db, 'address_element_mappings', { ...place, city_id: cities[product.city] });
    for (const [key, value] of Object.entries(product.values)) {
      const attribute = attributes[key];
      if (!attribute) throw new Error(`no demo attribute ${key}`);
      const chosen = (index: number) => attribute.values[index];
      const stored =
        attribute.type === '11' || attribute.type === '22'
          ? String(chosen(value as number))
          : attribute.type === '21'
            ? attributeTextOf('21', (value as number[]).map(chosen))
            : attributeTextOf(attribute.type as '1', value);
      if (stored !== null) await insert(db, 'generic_attribute_mappings', { ...place, generic_attribute_id: attribute.id, value: stored });
    }
    await refreshProductValues(db, id);
  }
}
