/**
 * English messages of the dashboard's generic entity screens (lists, forms, a form's child rows,
 * route parameters). Add a key here, then in fa.ts and tr.ts.
 */
export const en = {
  'entityscreens.all': 'All',
  // A form's child rows (an attribute's values, a voucher's lines).
  'entityscreens.children.add': 'Add a row',
  'entityscreens.children.remove': 'Remove row {{row}}',
  'entityscreens.children.row': 'Row {{row}}',
  'entityscreens.children.empty': 'No rows yet.',
  'entityscreens.children.full': 'At most {{max}} rows.',
  'entityscreens.children.rowissue': 'Row {{row}}: {{issue}}',
  'entityscreens.children.dropped': '“{{children}}” apply only to other choices of “{{field}}”: saving removes them.',
};
