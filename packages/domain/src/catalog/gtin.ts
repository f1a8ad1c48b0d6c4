/**
 * A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14; spec 001 §3 product `gtin`): 8, 12, 13 or 14 digits whose
 * last is the GS1 check digit. A mistyped barcode is refused rather than stored as another product's.
 */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  return gtinWithCheckDigit(value.slice(0, -1)) === value;
}

/** `digits` followed by their GS1 check digit: from the right, digits weigh 3, 1, 3, 1… */
export function gtinWithCheckDigit(digits: string): string {
  const sum = [...digits].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return digits + String((10 - (sum % 10)) % 10);
}
