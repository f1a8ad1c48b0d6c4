import type { en } from './en.js';

/** Persian messages of the CMS files area. Same keys as en.ts: a missing or extra one does not compile. */
export const fa: Record<keyof typeof en, string> = {
  'content.error.imagedimensions': 'عرض و ارتفاع تصویر حداکثر {{max}} پیکسل است.',
  'content.error.filesize': 'حجم فایل از بیشینهٔ {{max}} بایت بیشتر است.',
  'content.error.storagefull': 'فضای ذخیره‌سازی فروشگاه پر است: {{usage}} از {{max}} بایت به کار رفته است.',
  'content.error.directory': 'چنین پوشه‌ای برای فایل‌ها وجود ندارد.',
  'content.error.filename': 'این نام فایل را نمی‌توان به کار برد.',
  'content.error.nofile': 'یک فایل بفرستید.',
  'content.error.onefile': 'هر بار فقط یک فایل بفرستید.',
};
