/**
 * English messages of the dashboard's generic entity screens (lists, forms, a form's child rows,
 * route parameters). Add a key here, then in fa.ts and tr.ts.
 */
export const en = {
  'entityscreens.all': 'All',
};
