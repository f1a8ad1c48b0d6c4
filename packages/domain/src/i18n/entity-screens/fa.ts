import type { en } from './en.js';

/** Messages of the dashboard's generic entity screens (see en.ts). */
export const fa: Record<keyof typeof en, string> = {
  'entityscreens.all': 'همه',
  'entityscreens.children.add': 'افزودن ردیف',
  'entityscreens.children.remove': 'حذف ردیف {{row}}',
  'entityscreens.children.row': 'ردیف {{row}}',
  'entityscreens.children.empty': 'هنوز ردیفی نیست.',
  'entityscreens.children.full': 'حداکثر {{max}} ردیف.',
  'entityscreens.children.rowissue': 'ردیف {{row}}: {{issue}}',
  'entityscreens.children.dropped': '«{{children}}» فقط برای گزینه‌های دیگر «{{field}}» است: با ذخیره حذف می‌شوند.',
};
