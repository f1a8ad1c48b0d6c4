import { describe, expect, it } from 'vitest';
import { compareDecimalText, parseRange, rangeIssue } from './catalog-query.js';

describe('catalog ranges', () => {
  it('compares decimals exactly, past what a float tells apart', () => {
    expect(compareDecimalText('12345678901234567890.5', '12345678901234567890.4')).toBeGreaterThan(0);
    expect(compareDecimalText('12345678901234567890.4', '12345678901234567890.40000000')).toBe(0);
    expect(compareDecimalText('0099', '100')).toBeLessThan(0);
    expect(compareDecimalText('5', '4.99999999')).toBeGreaterThan(0);
    expect(compareDecimalText('0.1', '.1')).toBe(0);
  });

  it('finds from above to (common.error.fromtoerror) however close the two are', () => {
    const range = parseRange('12345678901234567890.5|12345678901234567890.4');
    expect(range).not.toBeNull();
    expect(rangeIssue(range as NonNullable<typeof range>)).toBe('common.error.fromtoerror');
    expect(rangeIssue({ from: '12345678901234567890.4', to: '12345678901234567890.5' })).toBeNull();
    expect(rangeIssue({ from: '7', to: '7.0' })).toBeNull();
    expect(rangeIssue({ from: '7', to: null })).toBeNull();
  });
});
