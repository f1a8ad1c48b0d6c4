import type { en } from './en.js';

/** Turkish messages of the operations area: stores, settings and applications. Same keys as en.ts: a missing or extra one does not compile. */
export const tr: Record<keyof typeof en, string> = {
  'entity.Store': 'Mağaza',
  'entity.Stores': 'Mağazalar',
  'field.Store.name': 'Ad',
  'field.Store.url': 'Adres (URL)',
  'field.Store.sslEnabled': 'SSL etkin',
  'field.Store.hosts': 'Sunucu adları (virgülle ayrılmış)',
  'field.Store.companyName': 'Şirket adı',
  'field.Store.companyAddress': 'Şirket adresi',
  'field.Store.companyPhoneNumber': 'Şirket telefonu',
  'field.Store.icon': 'Simge',
  'field.Store.logo': 'Logo',
  'entity.Setting': 'Ayar',
  'entity.Settings': 'Ayarlar',
  'field.Setting.name': 'Ad',
  'field.Setting.value': 'Değer',
  'field.Setting.storeId': 'Mağaza',
  'entity.Application': 'Uygulama',
  'entity.Applications': 'Uygulamalar',
  'field.Application.name': 'Ad',
  'field.Application.version': 'Sürüm',
  'field.Application.secretKey': 'Gizli anahtar',
  'field.Application.applicationGuid': 'Uygulama GUID',
  'field.Application.description': 'Açıklama',
};
