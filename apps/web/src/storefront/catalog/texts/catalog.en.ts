/** The public catalog’s strings (products list, filter panel, product page) (English); the other languages mirror these keys. */
export const catalogEn = {
  'catalog.title': 'Products',
};
