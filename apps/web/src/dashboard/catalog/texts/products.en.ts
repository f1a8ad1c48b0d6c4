/** The product screens’ strings (the dashboard’s product form, a customer’s own products) (English); the other languages mirror these keys. */
export const productsEn = {
  'products.placing.title': 'Categories, tags, cities and attributes',
};
