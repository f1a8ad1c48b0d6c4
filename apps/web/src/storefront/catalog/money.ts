/**
 * Amounts as a card shows them: the API's decimal text (`900.00000000`, eight places for crypto
 * coins) without the zeros that say nothing (`900`, `19.9`), grouped in the reader's digits by
 * the formatters (`۹۰۰٬۰۰۰` in Persian).
 */
export function amountText(value: string): string {
  const text = value.trim();
  if (!/^\d+\.\d+$/.test(text)) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** The message naming a coin's symbol in the reader's language (`catalog.currency.IRT`: تومان in Persian). */
export const currencyKey = (symbol: string) => `catalog.currency.${symbol}`;

/** The coin's name as shown: its translation when the messages have one, else the symbol as it is. */
export function currencyName(symbol: string, translate: (key: string) => string, exists: (key: string) => boolean): string {
  return exists(currencyKey(symbol)) ? translate(currencyKey(symbol)) : symbol;
}
