import type { reportsEn } from './reports.en';

/** Turkish strings of the Reports area (spec 001 §2): the menu's titles and what each will show. */
export const reportsTr: Record<keyof typeof reportsEn, string> = {
  'route.reportAccountOverview': 'Hesap özeti',
  'route.reportAccountOverview.description': 'Muhasebe alanından, her hesabın bir dönemdeki bakiyesi ve hareketleri.',
  'route.reportPurchaseInvoices': 'Alış faturaları',
  'route.reportPurchaseInvoices.description': 'Tedarikçilerin faturaladığı alış siparişleri; toplamları, vergileri ve ödemeleriyle.',
  'route.reportSalesInvoices': 'Satış faturaları',
  'route.reportSalesInvoices.description': 'Müşterilere faturalanan satış siparişleri; toplamları, vergileri ve ödemeleriyle.',
  'route.reportReceipts': 'Tahsilatlar',
  'route.reportReceipts.description': 'Müşterilerden alınan paralar, ödeme türüne ve güne göre.',
  'route.reportPayments': 'Ödemeler',
  'route.reportPayments.description': 'İadeler dahil ödenen paralar, ödeme türüne ve güne göre.',
  'report.pending.title': 'Bu rapor kendi alanıyla birlikte gelecek',
  'report.pending.back': 'Yönetim paneline dön',
};
