import type { en } from './en.js';

/** Persian messages of the operations area: stores, settings and applications. Same keys as en.ts: a missing or extra one does not compile. */
export const fa: Record<keyof typeof en, string> = {
  'entity.Store': 'فروشگاه',
  'entity.Stores': 'فروشگاه‌ها',
  'field.Store.name': 'نام',
  'field.Store.url': 'نشانی (URL)',
  'field.Store.sslEnabled': 'SSL فعال است',
  'field.Store.hosts': 'نام میزبان‌ها (جدا با ویرگول)',
  'field.Store.companyName': 'نام شرکت',
  'field.Store.companyAddress': 'نشانی شرکت',
  'field.Store.companyPhoneNumber': 'تلفن شرکت',
  'field.Store.icon': 'آیکون',
  'field.Store.logo': 'لوگو',
  'entity.Setting': 'تنظیم',
  'entity.Settings': 'تنظیمات',
  'field.Setting.name': 'نام',
  'field.Setting.value': 'مقدار',
  'field.Setting.storeId': 'فروشگاه',
  'entity.Application': 'برنامه',
  'entity.Applications': 'برنامه‌ها',
  'field.Application.name': 'نام',
  'field.Application.version': 'نسخه',
  'field.Application.secretKey': 'کلید محرمانه',
  'field.Application.applicationGuid': 'شناسه یکتای برنامه',
  'field.Application.description': 'توضیحات',
};
