import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isolate, isolatedParams, ltr, withoutIsolates } from './bidi';
import { decimalForInput, decimalFromInput, latinDigits, trimmedDecimal } from './digits';
import { formattersFor } from './formatters';
import { Ltr } from './ltr';

const fa = formattersFor('fa');
const en = formattersFor('en');
const tr = formattersFor('tr');

describe('numbers, prices, counts and sizes', () => {
  it('show Persian digits and separators in Persian, Latin ones in English and Turkish', () => {
    expect(fa.number(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(en.number(1234567)).toBe('1,234,567');
    expect(tr.number(1234567)).toBe('1,234,567');
    expect(fa.decimal('-1234.50')).toBe('-۱٬۲۳۴٫۵۰');
    expect(en.decimal('0.125')).toBe('0.125');
    expect(fa.count(2)).toBe('۲');
    expect(fa.digits('#42')).toBe('#۴۲');
  });

  it('keep decimal strings exact (never through a float) and leave a price’s zero fraction out', () => {
    expect(en.decimal('12345678901234567890.12345678')).toBe('12,345,678,901,234,567,890.12345678');
    expect(en.price('125000.00')).toBe('125,000');
    expect(fa.price('125000.00')).toBe('۱۲۵٬۰۰۰');
    expect(en.price('19.90')).toBe('19.90');
    expect(en.price(null)).toBe('');
    expect(en.number('n/a')).toBe('n/a');
  });

  it('write sizes and percents in the language', () => {
    expect(fa.bytes(1536)).toBe('۱٫۵ KB');
    expect(en.bytes(1_048_576)).toBe('1.0 MB');
    expect(fa.percent(70)).toBe('۷۰٪');
  });
});

describe('digits typed in three scripts', () => {
  it('are stored as Latin digits', () => {
    for (const typed of ['۱۲۳۴۵۶۷۸۹۰', '١٢٣٤٥٦٧٨٩٠', '1234567890']) expect(latinDigits(typed)).toBe('1234567890');
    expect(latinDigits('+۹۸۹۱۲۳۴۵۶۷۸۹')).toBe('+989123456789');
    expect(latinDigits('۱۴۰۳/۱۲/۳۰')).toBe('1403/12/30');
    expect(decimalFromInput('۱٬۲۳۴٫۵')).toBe('1234.5');
    expect(decimalFromInput('١٬٢٣٤٫٥')).toBe('1234.5');
    expect(decimalFromInput('1,234.5')).toBe('1234.5');
    expect(decimalFromInput('1,234,567')).toBe('1234567');
    // A comma that cannot group thousands is a decimal comma (Turkish `12,50`), never 1250.
    expect(decimalFromInput('12,50')).toBe('12.50');
    expect(decimalFromInput('0,5')).toBe('0.5');
    expect(decimalFromInput('-۱۲,۵')).toBe('-12.5');
    expect(decimalFromInput('−۱۲')).toBe('-12');
  });

  it('are shown for editing without the padding zeros of the stored scale', () => {
    expect(trimmedDecimal('18500000.00000000')).toBe('18500000');
    expect(trimmedDecimal('12.50')).toBe('12.5');
    expect(trimmedDecimal('-0.0100')).toBe('-0.01');
    expect(trimmedDecimal('1200')).toBe('1200');
    expect(decimalForInput(trimmedDecimal('18500000.50000000'), 'fa')).toBe('۱۸۵۰۰۰۰۰٫۵');
  });
});

describe('left-to-right values inside Persian text', () => {
  const phone = '+982100000000';
  const email = 'info@melk.example';
  const company = 'Melk Demo Co.';

  it('are isolated in plain strings: the whole value between an isolate and its end, nothing else', () => {
    const sentence = `تلفن ${fa.ltr(phone)} و ایمیل ${fa.ltr(email)} از ${fa.ltr(company)}`;
    expect(sentence).toBe(`تلفن \u2066${phone}\u2069 و ایمیل \u2066${email}\u2069 از \u2066${company}\u2069`);
    expect(withoutIsolates(sentence)).toBe(`تلفن ${phone} و ایمیل ${email} از ${company}`);
    expect(ltr('')).toBe('');
  });

  it('keep their place as parameters of a message: each string isolated, numbers left for plurals', () => {
    const params = isolatedParams({ name: company, phone, count: 2 });
    expect(params).toEqual({ name: `\u2068${company}\u2069`, phone: `\u2068${phone}\u2069`, count: 2 });
    // A Persian name isolated the same way keeps its own direction (first strong letter).
    expect(isolate('ملک نمونه')).toBe('\u2068ملک نمونه\u2069');
  });

  it('are isolated in markup with <bdi dir="ltr">', () => {
    expect(renderToStaticMarkup(createElement(Ltr, null, phone))).toBe(`<bdi dir="ltr">${phone}</bdi>`);
  });
});
