import type { listToolsEn } from './list-tools.en';

/** Turkish strings of a list's tools: export, print, columns and breadcrumbs. */
export const listToolsTr: Record<keyof typeof listToolsEn, string> = {
  'entity.list.export': 'Dışa aktar',
  'entity.list.export.csv': 'CSV (tablo metni)',
  'entity.list.export.xlsx': 'Excel (.xlsx)',
  'entity.list.print': 'Yazdır',
  'entity.list.print.missing': 'Bu ekranda yazdırılacak bir şey yok.',
  'entity.list.columns': 'Sütunlar',
  'entity.list.columns.reset': 'Tüm sütunları göster',
  'entity.list.printed': '{{date}} tarihinde yazdırıldı',
  'entity.list.cardview': 'Satırlar kart olarak',
  'dashboard.breadcrumbs': 'Buradasınız',
  'dashboard.breadcrumbs.home': 'Yönetim paneli',
  'dashboard.breadcrumbs.create': 'Yeni',
};
