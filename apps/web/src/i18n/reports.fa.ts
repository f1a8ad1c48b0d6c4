import type { reportsEn } from './reports.en';

/** Persian strings of the Reports area (spec 001 §2): the menu's titles and what each will show. */
export const reportsFa: Record<keyof typeof reportsEn, string> = {
  'route.reportAccountOverview': 'مرور حساب‌ها',
  'route.reportAccountOverview.description': 'مانده و گردش هر حساب در یک بازه، از بخش حسابداری.',
  'route.reportPurchaseInvoices': 'فاکتورهای خرید',
  'route.reportPurchaseInvoices.description': 'سفارش‌های خریدی که تأمین‌کنندگان صورت‌حساب کرده‌اند، با جمع، مالیات و پرداخت‌ها.',
  'route.reportSalesInvoices': 'فاکتورهای فروش',
  'route.reportSalesInvoices.description': 'سفارش‌های فروشی که برای مشتریان صورت‌حساب شده‌اند، با جمع، مالیات و پرداخت‌ها.',
  'route.reportReceipts': 'دریافت‌ها',
  'route.reportReceipts.description': 'پول دریافتی از مشتریان، به تفکیک نوع پرداخت و روز.',
  'route.reportPayments': 'پرداخت‌ها',
  'route.reportPayments.description': 'پول پرداختی، با بازپرداخت‌ها، به تفکیک نوع پرداخت و روز.',
  'report.pending.title': 'این گزارش همراه با بخش خودش می‌آید',
  'report.pending.back': 'بازگشت به داشبورد',
};
