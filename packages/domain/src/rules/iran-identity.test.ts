import { describe, expect, it } from 'vitest';
import { identityDigits, isIranianNationalCode, isIranianPostalCode, withCheckDigit } from './iran-identity.js';

describe('Iranian national code', () => {
  // Worked by hand: 0084575948 → 0·10+0·9+8·8+4·7+5·6+7·5+5·4+9·3+4·2 = 212, 212 mod 11 = 3, 11−3 = 8 ✓.
  // 4608968882 → 4·10+6·9+0·8+8·7+9·6+6·5+8·4+8·3+8·2 = 306, 306 mod 11 = 9, 11−9 = 2 ✓.
  // 1234567891 → 1·10+2·9+3·8+4·7+5·6+6·5+7·4+8·3+9·2 = 210, 210 mod 11 = 1 (below 2) → 1 ✓.
  const valid = ['0084575948', '4608968882', '1234567891'];

  it('takes codes whose check digit is right, in Latin, Persian and Arabic digits', () => {
    for (const code of valid) expect(isIranianNationalCode(code), code).toBe(true);
    expect(isIranianNationalCode('۰۰۸۴۵۷۵۹۴۸')).toBe(true);
    expect(isIranianNationalCode('٠٠٨٤٥٧٥٩٤٨')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths, letters and the ten same-digit codes', () => {
    expect(isIranianNationalCode('0084575949')).toBe(false);
    expect(isIranianNationalCode('1234567890')).toBe(false);
    expect(isIranianNationalCode('084575948')).toBe(false);
    expect(isIranianNationalCode('00845759480')).toBe(false);
    expect(isIranianNationalCode('00845a5948')).toBe(false);
    expect(isIranianNationalCode('008-457594-8')).toBe(false);
    expect(isIranianNationalCode('')).toBe(false);
    // Each passes the weighted sum (d·54 mod 11 gives d back) and is still refused.
    for (let d = 0; d <= 9; d++) expect(isIranianNationalCode(String(d).repeat(10)), String(d)).toBe(false);
  });
});

it('completes nine digits with the check digit the hand-worked codes have', () => {
  expect(withCheckDigit('008457594')).toBe('0084575948');
  expect(withCheckDigit('460896888')).toBe('4608968882');
  expect(withCheckDigit('123456789')).toBe('1234567891');
});

describe('Iranian postal code', () => {
  it('is ten digits in any script, kept in Latin digits', () => {
    expect(isIranianPostalCode('1234567890')).toBe(true);
    expect(isIranianPostalCode('۱۳۱۴۵۶۷۸۹۰')).toBe(true);
    expect(isIranianPostalCode('٠١٢٣٤٥٦٧٨٩')).toBe(true);
    expect(identityDigits('۱۳۱۴۵۶۷۸۹۰')).toBe('1314567890');
    expect(isIranianPostalCode('13145-67890')).toBe(false);
    expect(isIranianPostalCode('123456789')).toBe(false);
    expect(isIranianPostalCode('12345678901')).toBe(false);
  });
});
