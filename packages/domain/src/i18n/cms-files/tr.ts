import type { en } from './en.js';

/** Turkish messages of the CMS files area. Same keys as en.ts: a missing or extra one does not compile. */
export const tr: Record<keyof typeof en, string> = {
  'content.error.imagedimensions': 'Resim en fazla {{max}} piksel genişlik ve yükseklikte olabilir.',
  'content.error.filesize': 'Dosya en fazla {{max}} bayt olabilir.',
  'content.error.storagefull': 'Mağazanın depolama alanı dolu: {{max}} baytın {{usage}} baytı kullanılıyor.',
  'content.error.directory': 'Dosyalar için böyle bir klasör yok.',
  'content.error.filename': 'Bu dosya adı kullanılamaz.',
  'content.error.nofile': 'Bir dosya gönderin.',
  'content.error.onefile': 'Her seferinde yalnızca bir dosya gönderin.',
};
