import type { productsEn } from './products.en';

/** The product screens’ strings (the dashboard’s product form, a customer’s own products) (Turkish). */
export const productsTr: Record<keyof typeof productsEn, string> = {
  'products.placing.title': 'Kategoriler, etiketler, şehirler ve özellikler',
};
