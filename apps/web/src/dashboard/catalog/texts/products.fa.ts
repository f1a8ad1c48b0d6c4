import type { productsEn } from './products.en';

/** The product screens’ strings (the dashboard’s product form, a customer’s own products) (Persian). */
export const productsFa: Record<keyof typeof productsEn, string> = {
  'products.placing.title': 'دسته‌بندی‌ها، برچسب‌ها، شهرها و ویژگی‌ها',
};
