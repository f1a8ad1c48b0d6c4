import type { en } from './en.js';

/** Persian messages of My addresses and My customers (en.ts says which). */
export const fa: Record<keyof typeof en, string> = {
  'route.accountAddresses': 'نشانی‌های من',
  'route.accountAddresses.description': 'جایی که سفارش‌هایتان فرستاده می‌شود',
  'addresses.add': 'افزودن نشانی',
  'addresses.create.title': 'نشانی تازه',
  'addresses.edit.title': 'ویرایش نشانی',
  'addresses.empty': 'هنوز هیچ نشانی‌ای نگه نداشته‌اید.',
  'addresses.count_one': '{{count}} نشانی از {{maximum}} نشانی مجاز',
  'addresses.count_other': '{{count}} نشانی از {{maximum}} نشانی مجاز',
  'addresses.where': 'کجا',
  'addresses.recipient': 'گیرنده',
  'addresses.contact': 'راه تماس با گیرنده',
  'addresses.postalcode.hint': 'در ایران ۱۰ رقم (با رقم‌های فارسی هم می‌توانید بنویسید).',
  'addresses.phone.hint': 'فقط رقم، با + دلخواه در آغاز.',
  'addresses.country.hint': 'برای ایران خالی بگذارید.',
  'addresses.delete.title': 'این نشانی حذف شود؟',
  'mycustomers.intro': 'مشتریانی که شما ساخته‌اید. برای تغییر هر یک، آن را در پیشخوان باز کنید.',
  'mycustomers.empty': 'هنوز هیچ مشتری‌ای نساخته‌اید.',
  'mycustomers.new': 'مشتری تازه',
  'mycustomers.all': 'همه مشتریان',
  'mycustomers.open': 'باز کردن در پیشخوان',
  'mycustomers.created': 'تاریخ ساخت',
};
