/** English strings of the Reports area (spec 001 §2): the menu's titles and what each will show. */
export const reportsEn = {
  'route.reportAccountOverview': 'Account overview',
  'route.reportAccountOverview.description': 'Balances and movements of every account over a period, from the accounting area.',
  'route.reportPurchaseInvoices': 'Purchase invoices',
  'route.reportPurchaseInvoices.description': 'Purchase orders invoiced by suppliers, with their totals, taxes and payments.',
  'route.reportSalesInvoices': 'Sales invoices',
  'route.reportSalesInvoices.description': 'Sales orders invoiced to customers, with their totals, taxes and payments.',
  'route.reportReceipts': 'Receipts',
  'route.reportReceipts.description': 'Money received from customers, by payment type and day.',
  'route.reportPayments': 'Payments',
  'route.reportPayments.description': 'Money paid out, refunds included, by payment type and day.',
  'report.pending.title': 'This report arrives with its area',
  'report.pending.back': 'Back to the dashboard',
} as const;
