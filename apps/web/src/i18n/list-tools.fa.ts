import type { listToolsEn } from './list-tools.en';

/** Persian strings of a list's tools: export, print, columns and breadcrumbs. */
export const listToolsFa: Record<keyof typeof listToolsEn, string> = {
  'entity.list.export': 'خروجی',
  'entity.list.export.csv': 'CSV (متن صفحه‌گسترده)',
  'entity.list.export.xlsx': 'اکسل (.xlsx)',
  'entity.list.print': 'چاپ',
  'entity.list.print.missing': 'در این صفحه چیزی برای چاپ نیست.',
  'entity.list.columns': 'ستون‌ها',
  'entity.list.columns.reset': 'نمایش همهٔ ستون‌ها',
  'entity.list.printed': 'چاپ‌شده در {{date}}',
  'entity.list.cardview': 'ردیف‌ها به شکل کارت',
  'dashboard.breadcrumbs': 'جای شما',
  'dashboard.breadcrumbs.home': 'داشبورد',
  'dashboard.breadcrumbs.create': 'جدید',
};
