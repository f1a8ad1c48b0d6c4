import { describe, expect, it } from 'vitest';
import { latinDigits, latinNumberText, persianDigits, wholeNumberOf } from './digits.js';
import { f } from './field.js';
import { kindOf } from './field-kinds.js';
import { fieldValueSchema } from './schemas.js';

const stored = (field: Parameters<typeof fieldValueSchema>[0], value: unknown) => {
  const result = fieldValueSchema(field).safeParse(value);
  const issue = result.error?.issues[0];
  // A code of ours, or Zod's own kind of issue (`invalid_type`) where the schema names none.
  return result.success ? result.data : `refused: ${issue?.message.startsWith('common.') ? issue.message : issue?.code}`;
};

describe('digits in three scripts', () => {
  it('become Latin (and back to Persian for Persian text)', () => {
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩ 0123456789')).toBe('0123456789 0123456789 0123456789');
    expect(persianDigits('12:30')).toBe('۱۲:۳۰');
    expect(latinNumberText('-۱۲٫۵')).toBe('-12.5');
    expect(wholeNumberOf(' ۱۲۳ ')).toBe(123);
    expect(wholeNumberOf('12a')).toBe('12a');
  });

  it('are stored Latin by every kind that holds digits', () => {
    for (const typed of ['۱۲۳', '١٢٣', '123']) {
      expect(stored(f.integer(), typed)).toBe(123);
      expect(stored(f.decimal({ scale: 2 }), typed)).toBe('123');
      expect(stored(f.money(), typed)).toBe('123');
      expect(stored(f.code(), typed)).toBe('123');
    }
    expect(stored(f.integer(), -7)).toBe(-7);
    expect(stored(f.decimal({ scale: 2 }), '۱۲٫۵')).toBe('12.5');
    expect(stored(f.money(), '-٠.٢٥')).toBe('-0.25');
    expect(stored(f.phone(), '+۹۸۹۱۲۳۴۵۶۷۸۹')).toBe('+989123456789');
    expect(stored(f.phone(), '+٩٨٩١٢٣٤٥٦٧٨٩')).toBe('+989123456789');
    expect(stored(f.date(), '۲۰۲۶-۰۳-۲۱')).toBe('2026-03-21');
    expect(stored(f.datetime(), '۲۰۲۶-۰۳-۲۱T۱۰:۳۰:۰۰Z')).toBe('2026-03-21T10:30:00Z');
    expect(stored(f.time(), '۰۹:۴۵')).toBe('09:45');
    expect(stored(f.code(), 'SKU-۰۰۷')).toBe('SKU-007');
  });

  it('still refuse what is not a number, a fraction for a whole number, grouping and exponents', () => {
    expect(stored(f.integer(), '۱۲٫۵')).toBe('refused: invalid_type');
    expect(stored(f.integer(), 'abc')).toBe('refused: invalid_type');
    expect(stored(f.integer(), 1.5)).toMatch(/^refused/);
    expect(stored(f.decimal(), '۱٬۲۳۴')).toBe('refused: common.error.decimal');
    expect(stored(f.decimal(), '1e3')).toBe('refused: common.error.decimal');
    expect(stored(f.decimal(), 12)).toBe('refused: invalid_type');
    expect(stored(f.phone(), '+۹۸۲۱۱۲۳')).toBe('refused: common.error.mobile');
    expect(stored(f.time(), '۲۵:۰۰')).toBe('refused: common.error.time');
  });

  it('are read Latin in list filters too', () => {
    expect(kindOf(f.integer()).filterValue(f.integer()).parse('۴۲')).toBe(42);
    expect(kindOf(f.money()).filterValue(f.money()).parse('۱۰٫۵')).toBe('10.5');
    expect(kindOf(f.date()).filterValue(f.date()).parse('۲۰۲۶-۰۱-۰۲')).toBe('2026-01-02');
  });

  it('leave text kinds alone: a Persian address keeps its Persian digits', () => {
    expect(stored(f.text(), 'پلاک ۱۲')).toBe('پلاک ۱۲');
  });
});
