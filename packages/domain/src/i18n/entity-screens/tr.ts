import type { en } from './en.js';

/** Messages of the dashboard's generic entity screens (see en.ts). */
export const tr: Record<keyof typeof en, string> = {
  'entityscreens.all': 'Tümü',
  'entityscreens.children.add': 'Satır ekle',
  'entityscreens.children.remove': '{{row}}. satırı kaldır',
  'entityscreens.children.row': 'Satır {{row}}',
  'entityscreens.children.empty': 'Henüz satır yok.',
  'entityscreens.children.full': 'En fazla {{max}} satır.',
  'entityscreens.children.rowissue': 'Satır {{row}}: {{issue}}',
  'entityscreens.children.dropped': '“{{children}}” yalnızca “{{field}}” alanının diğer seçenekleri içindir: kaydetmek onları siler.',
};
