import { describe, expect, it } from 'vitest';
import { isGtin } from './gtin.js';

describe('isGtin', () => {
  it('takes real barcodes of every length', () => {
    for (const code of ['96385074', '036000291452', '4006381333931', '6260100200227', '10614141000415'])
      expect(isGtin(code), code).toBe(true);
  });
  it('refuses a wrong check digit, other lengths and letters', () => {
    for (const code of ['4006381333932', '036000291453', '1234567', '123456789', '40063813339A1', ''])
      expect(isGtin(code), code).toBe(false);
  });
});
