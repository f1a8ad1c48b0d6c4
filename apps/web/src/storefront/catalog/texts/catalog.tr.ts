import type { catalogEn } from './catalog.en';

/** The public catalog’s strings (products list, filter panel, product page) (Turkish). */
export const catalogTr: Record<keyof typeof catalogEn, string> = {
  'catalog.title': 'Ürünler',
};
