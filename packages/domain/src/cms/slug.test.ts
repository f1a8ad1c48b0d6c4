import { describe, expect, it } from 'vitest';
import { EMPTY_SLUG, SLUG_MAX, slugify, uniqueSlug } from './slug.js';

describe('readable slugs', () => {
  it('keeps Persian letters, joins words with one dash', () => {
    expect(slugify('درباره ما')).toBe('درباره-ما');
    expect(slugify('  تماس   با ما!  ')).toBe('تماس-با-ما');
  });
  it('turns the zero-width non-joiner into a dash', () => {
    expect(slugify('می\u200Cخواهم')).toBe('می-خواهم');
  });
  it('writes Arabic ي and ك as Persian ی and ک', () => {
    expect(slugify('كتاب علي')).toBe('کتاب-علی');
  });
  it('writes Persian and Arabic digits in Latin', () => {
    expect(slugify('سال ۱۴۰۳')).toBe('سال-1403');
    expect(slugify('٢٠٢٤ report')).toBe('2024-report');
  });
  it('lower-cases Turkish text the Turkish way', () => {
    expect(slugify('İSTANBUL', 'tr')).toBe('istanbul');
    expect(slugify('IĞDIR')).toBe('ığdır');
    expect(slugify('Şirket Hakkında')).toBe('şirket-hakkında');
    expect(slugify('ILLUSTRATION', 'en')).toBe('illustration');
  });
  it('turns runs of punctuation into one dash and trims dashes', () => {
    expect(slugify('--About -- us?! (new)--')).toBe('about-us-new');
    expect(slugify('a/b\\c.d')).toBe('a-b-c-d');
  });
  it('gives a title of only punctuation a slug all the same', () => {
    expect(slugify('?!...')).toBe(EMPTY_SLUG);
    expect(slugify('\u200C ')).toBe(EMPTY_SLUG);
  });
  it('cuts a long title at a dash', () => {
    const slug = slugify('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
  });
  it('is unique by -2, -3 against the taken ones, in any letter case', () => {
    expect(uniqueSlug('about', [])).toBe('about');
    expect(uniqueSlug('about', ['About'])).toBe('about-2');
    expect(uniqueSlug('about', ['about', 'about-2'])).toBe('about-3');
  });
});
