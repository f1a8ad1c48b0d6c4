import { describe, expect, it } from 'vitest';
import { foldCatalogText } from './catalog-text.js';

describe('foldCatalogText', () => {
  it('folds Arabic letter variants to the Persian ones', () => {
    expect(foldCatalogText('كيف')).toBe(foldCatalogText('کیف'));
    expect(foldCatalogText('موسى')).toBe('موسی');
    expect(foldCatalogText('خانة')).toBe('خانه');
  });
  it('drops zero-width non-joiners, the tatweel and diacritics', () => {
    expect(foldCatalogText('می‌خواهم')).toBe('میخواهم');
    expect(foldCatalogText('كـتـاب')).toBe('کتاب');
    expect(foldCatalogText('كِتَابٌ')).toBe('کتاب');
  });
  it('reads every digit as Latin, lower-cases and collapses spaces', () => {
    expect(foldCatalogText('  Phone  ۱۲۳ ٤٥ ')).toBe('phone 123 45');
  });
});
