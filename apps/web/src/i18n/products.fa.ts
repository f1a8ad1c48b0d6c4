import type { productsEn } from './products.en';

/** The product screens’ strings (the dashboard’s product form, a customer’s own products) (Persian). */
export const productsFa: Record<keyof typeof productsEn, string> = {
  'products.placing.title': 'دسته‌بندی‌ها، برچسب‌ها، شهرها و ویژگی‌ها',
  'products.placing.choose': 'انتخاب کنید…',
  'products.placing.nochoices': 'هنوز گزینه‌ای نیست',
  'products.placing.loading': 'دسته‌بندی‌ها، برچسب‌ها، شهرها و ویژگی‌ها هنوز در حال بارگذاری‌اند؛ کمی بعد دوباره ذخیره کنید.',
  'products.pending.show': 'در انتظار تأیید',
  'products.pending.all': 'همه محصولات',
  'products.state.pending': 'در انتظار تأیید',
  'products.state.published': 'منتشرشده',
  'products.state.unpublished': 'منتشرنشده',
  'products.delete.title': 'حذف محصول',
  'products.mine.count_one': '{{count}} محصول',
  'products.mine.count_other': '{{count}} محصول',
  'products.mine.empty': 'هنوز محصولی ثبت نکرده‌اید.',
  'products.mine.edit': 'ویرایش محصول من',
  'products.mine.slughint': 'نشانی وب محصول که از نامش ساخته می‌شود؛ اگر محصول دیگری آن را دارد، تغییرش دهید.',
  'products.mine.addpictures': 'افزودن تصویر',
  'products.mine.approvalnote': 'محصول تازه یا ویرایش‌شده پس از تأیید مدیر در فروشگاه نمایش داده می‌شود.',
  'products.mine.waiting': 'محصول شما در انتظار تأیید مدیر است.',
};
