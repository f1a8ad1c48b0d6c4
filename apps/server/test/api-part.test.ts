import { afterEach, describe, expect, it, vi } from 'vitest';
import { casesOfPart, dealCases } from './api-part.js';

/** Stand-ins for generated cases: operations, in the order a file would declare them. */
const cases = ['GET /api/b', 'POST /api/a', 'GET /api/a', 'DELETE /api/c/:id', 'PUT /api/c/:id', 'GET /api/c'].map((key) => ({ key }));
const keyOf = (c: { key: string }) => c.key;

describe('dealCases (API_PART, the generated API cases dealt over CI’s runs)', () => {
  it('gives every case, in order, without a part', () => {
    expect(dealCases(cases, keyOf, undefined)).toEqual(cases);
    expect(dealCases(cases, keyOf, '')).toEqual(cases);
    expect(dealCases(cases, keyOf, '1/1')).toEqual(cases);
  });

  it('deals every case to exactly one part, the parts differing in size by one at most', () => {
    for (const n of [2, 3, 4]) {
      const parts = Array.from({ length: n }, (_, i) => dealCases(cases, keyOf, `${i + 1}/${n}`));
      const all = parts.flat().map(keyOf);
      expect(new Set(all).size, `${n} parts are disjoint`).toBe(all.length);
      expect([...all].sort(), `${n} parts hold every case`).toEqual(cases.map(keyOf).sort());
      const sizes = parts.map((p) => p.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      // Each part keeps the cases' own order.
      for (const part of parts) expect(part).toEqual(cases.filter((c) => part.includes(c)));
    }
  });

  it('deals by key, whatever order the cases come in', () => {
    const reversed = [...cases].reverse();
    expect(dealCases(reversed, keyOf, '1/2').map(keyOf).sort()).toEqual(dealCases(cases, keyOf, '1/2').map(keyOf).sort());
    expect(dealCases(cases, keyOf, '1/2').map(keyOf)).toEqual(['GET /api/b', 'POST /api/a', 'DELETE /api/c/:id']);
  });

  it('refuses a part that is not k/n with 1 ≤ k ≤ n, and cases with the same key', () => {
    for (const bad of ['1', '0/2', '3/2', '1/0', '1/2x', 'a/b', ' 1/2', '-1/2'])
      expect(() => dealCases(cases, keyOf, bad), bad).toThrow(/API_PART must be k\/n/);
    expect(() => dealCases([...cases, { key: 'GET /api/a' }], keyOf, undefined)).toThrow(/GET \/api\/a/);
  });
});

describe('casesOfPart', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('deals by the part in API_PART, every case without it', () => {
    vi.stubEnv('API_PART', '2/2');
    expect(casesOfPart(cases, keyOf)).toEqual(dealCases(cases, keyOf, '2/2'));
    vi.stubEnv('API_PART', undefined);
    expect(casesOfPart(cases, keyOf)).toEqual(cases);
    vi.stubEnv('API_PART', '2');
    expect(() => casesOfPart(cases, keyOf)).toThrow(/API_PART/);
  });
});
