import type { en } from './en.js';

/** Persian messages of the public forms and their submissions. */
export const fa: Record<keyof typeof en, string> = {
  'entity.FormSubmission': 'پاسخ فرم',
  'entity.FormSubmissions': 'پاسخ‌های فرم',
  'field.ContentTemplate.isForm': 'فرم عمومی',
  'field.FormSubmission.contentTemplateId': 'فرم',
  'field.FormSubmission.summary': 'خلاصه',
  'field.FormSubmission.dataContent': 'پاسخ‌ها',
  'field.FormSubmission.language': 'زبان',
  'field.FormSubmission.pagePath': 'صفحه',
  'field.FormSubmission.submittedAt': 'زمان ارسال',
  'field.FormSubmission.read': 'خوانده‌شده',
  'enum.FormSubmission.language.fa': 'فارسی',
  'enum.FormSubmission.language.en': 'انگلیسی',
  'enum.FormSubmission.language.tr': 'ترکی',
  'form.error.notfound': 'این فرم در دسترس نیست.',
  'form.error.toofast': 'خیلی سریع ارسال شد. لطفاً پاسخ‌ها را بررسی کنید و دوباره بفرستید.',
  'form.error.expired': 'زمان این فرم گذشته است. صفحه را دوباره باز کنید و فرم را بفرستید.',
  'form.error.toomany': 'از اتصال شما فرم‌های زیادی فرستاده شده است. لطفاً {{minutes}} دقیقه دیگر دوباره تلاش کنید.',
  'form.sent': 'سپاس‌گزاریم. پیام شما فرستاده شد.',
  'form.send': 'ارسال',
};
