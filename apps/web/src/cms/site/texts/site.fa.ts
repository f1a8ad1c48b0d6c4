import type { SiteKey } from './site.en';

/** Persian strings of the header and footer content (site.en.ts has every key). */
export const siteFa: Record<SiteKey, string> = {
  'site.editor.title': 'سربرگ و پانویس',
  'site.section.header': 'سربرگ',
  'site.section.footer': 'پانویس',
  'site.logo': 'نشان (لوگو)',
  'site.logo.none': 'نشانی بارگذاری نشده: سربرگ نام فروشگاه را نشان می‌دهد.',
  'site.logo.remove': 'برداشتن نشان',
  'site.logo.preview': 'نشان {{store}}',
  'site.logoheight': 'بلندی نشان (پیکسل)',
  'site.logoheight.help': 'از ۱ تا ۱۰۰۰. روی تلفن همراه بلندی نشان حداکثر ۴۸ پیکسل است.',
  'site.logoclass': 'کلاس‌های CSS نشان',
  'site.social.help':
    'صفحه‌های شبکه‌های اجتماعی: نشانی‌ای که با \u2066https://\u2069 آغاز می‌شود. پانویس تنها آن‌هایی را که پر شده‌اند نشان می‌دهد.',
  'site.social.open': '{{network}} (در زبانهٔ تازه باز می‌شود)',
  'site.contactus_pagename': 'صفحهٔ تماس با ما',
  'site.aboutus_pagename': 'صفحهٔ درباره ما',
  'site.pagename.none': 'بدون پیوند',
  'site.pagename.help': 'پیوند پانویس این صفحه را باز می‌کند؛ اگر صفحه‌ای انتخاب نشود، پیوندی نیست.',
};
