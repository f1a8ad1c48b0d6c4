import { Decimal } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/seeded-random.js';
import { compareKeys, decimalKey, keyText, rangeSlice } from './decimal-key.js';

describe('decimal keys', () => {
  it('compare as the decimals do: signs, 20 whole digits, 8 decimals, trailing zeros', () => {
    const random = seededRandom(7);
    const decimal = () =>
      `${random(4) === 0 ? '-' : ''}${random(3) === 0 ? '' : String(random(10 ** random(9)))}${random(1e9)}${random(2) ? `.${random(1e8)}` : ''}${random(5) === 0 ? '000' : ''}`;
    for (let i = 0; i < 3000; i++) {
      const [a, b] = [decimal(), decimal()];
      const [ka, kb] = [decimalKey(a), decimalKey(b)];
      if (!ka || !kb) throw new Error(`not keyed: ${a} ${b}`);
      expect(Math.sign(compareKeys(ka, 0, kb, 0)), `${a} against ${b}`).toBe(new Decimal(a).comparedTo(b));
    }
    expect(compareKeys(decimalKey('-0.00') ?? [], 0, decimalKey('0') ?? [], 0)).toBe(0);
    expect(compareKeys(decimalKey('1.50000000000') ?? [], 0, decimalKey('1.5') ?? [], 0)).toBe(0);
  });

  it('are written back as PostgreSQL writes a numeric(28,8)', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 2000; i++) {
      const text = `${random(4) === 0 ? '-' : ''}${random(3) === 0 ? '0' : String(random(10 ** random(12)))}${random(2) ? '' : String(random(1e8))}.${String(random(1e8)).padStart(8, '0')}`;
      const key = decimalKey(text);
      if (!key) throw new Error(`not keyed: ${text}`);
      // As numeric(28,8)::text: no leading zeros, eight decimals, and zero has no sign.
      const expected = new Decimal(text).isZero() ? '0.00000000' : new Decimal(text).toFixed(8);
      expect(keyText(key, 0), text).toBe(expected);
    }
    expect(keyText(decimalKey('12345678901234567890.12345678') ?? [], 0)).toBe('12345678901234567890.12345678');
    expect(keyText(decimalKey('-0.5') ?? [], 0)).toBe('-0.50000000');
    expect(keyText(decimalKey('7') ?? [], 0)).toBe('7.00000000');
  });

  it('are refused to what they cannot hold exactly', () => {
    for (const text of ['1e5', '123456789012345678901', '0.123456789', ' 1', '1,5', '', '-']) expect(decimalKey(text), text).toBeNull();
  });

  it('find the slice of sorted keys within a range', () => {
    const sorted = ['-3', '-0.5', '0', '1.5', '1.5', '2', '10'].map((text) => decimalKey(text) ?? []);
    const slice = (from: string | null, to: string | null) =>
      rangeSlice(
        sorted.length,
        (i) => [sorted[i] as number[], 0],
        from === null ? null : decimalKey(from),
        to === null ? null : decimalKey(to),
      );
    expect(slice('1.5', '2')).toEqual([3, 6]);
    expect(slice(null, '0')).toEqual([0, 3]);
    expect(slice('3', null)).toEqual([6, 7]);
    expect(slice('11', null)).toEqual([7, 7]);
    expect(slice('2', '1')).toEqual([5, 5]);
  });
});
