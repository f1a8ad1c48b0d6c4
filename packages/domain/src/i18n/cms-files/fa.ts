import type { en } from './en.js';

/** Persian messages of the CMS files area. Same keys as en.ts: a missing or extra one does not compile. */
export const fa: Record<keyof typeof en, string> = {
  'content.error.fileformat': 'این نوع پرونده این‌جا پذیرفته نمی‌شود، یا پرونده آن چیزی نیست که نامش می‌گوید.',
  'content.error.filesize': 'حجم پرونده از بیشینهٔ {{max}} بایت بیشتر است.',
  'content.error.storagefull': 'فضای ذخیره‌سازی فروشگاه پر است: {{usage}} از {{max}} بایت به کار رفته است.',
  'content.error.directory': 'چنین پوشه‌ای برای پرونده‌ها وجود ندارد.',
  'content.error.filename': 'این نام پرونده را نمی‌توان به کار برد.',
  'content.error.nofile': 'یک پرونده بفرستید.',
  'content.error.onefile': 'هر بار فقط یک پرونده بفرستید.',
};
