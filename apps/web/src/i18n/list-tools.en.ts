/** English strings of a list's tools: export, print, columns and breadcrumbs. */
export const listToolsEn = {
  'entity.list.export': 'Export',
  'entity.list.export.csv': 'CSV (spreadsheet text)',
  'entity.list.export.xlsx': 'Excel (.xlsx)',
  'entity.list.print': 'Print',
  'entity.list.print.missing': 'There is nothing to print on this screen.',
  'entity.list.columns': 'Columns',
  'entity.list.columns.reset': 'Show all columns',
  'entity.list.printed': 'Printed {{date}}',
  'entity.list.cardview': 'Rows as cards',
  'dashboard.breadcrumbs': 'You are here',
  'dashboard.breadcrumbs.home': 'Dashboard',
  'dashboard.breadcrumbs.create': 'New',
} as const;
