import { SLUG_MAX } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { customerSlug, newSlugCode, slugCode } from './customer-slug.js';

describe('customer slugs', () => {
  it('make codes of six letters and digits with at least one of each, different each time', () => {
    const codes = Array.from({ length: 200 }, newSlugCode);
    for (const code of codes) expect(code).toMatch(/^(?=.*\d)(?=.*[a-z])[a-z0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(195);
  });

  it('read a code back only where the slug ends in one', () => {
    expect(slugCode('red-bike-k3x9q2')).toBe('k3x9q2');
    expect(slugCode('red-mobile')).toBeUndefined();
    expect(slugCode('red-123456')).toBeUndefined();
    expect(slugCode('k3x9q2')).toBeUndefined();
  });

  it('end the words sent in the code, once, within the slug’s length', () => {
    expect(customerSlug('red-bike', 'k3x9q2')).toBe('red-bike-k3x9q2');
    expect(customerSlug('red-bike-k3x9q2', 'k3x9q2')).toBe('red-bike-k3x9q2');
    expect(customerSlug('دوچرخه-کوهستان', 'k3x9q2')).toBe('دوچرخه-کوهستان-k3x9q2');
    const long = customerSlug(`${'word-'.repeat(30)}end`, 'k3x9q2');
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toMatch(/^(word-)+k3x9q2$/);
  });
});
