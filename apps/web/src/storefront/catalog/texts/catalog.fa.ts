import type { catalogEn } from './catalog.en';

/** The public catalog’s strings (products list, filter panel, product page) (Persian). */
export const catalogFa: Record<keyof typeof catalogEn, string> = {
  'catalog.title': 'محصولات',
};
