import { describe, expect, it } from 'vitest';
import { hashPassword, scryptN, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('uses scrypt N=2^15 unless PASSWORD_COST_LOG2 names a cost from 10 to 20', () => {
    expect(scryptN({})).toBe(2 ** 15);
    expect(scryptN({ PASSWORD_COST_LOG2: '10' })).toBe(2 ** 10);
    expect(scryptN({ PASSWORD_COST_LOG2: '17' })).toBe(2 ** 17);
    for (const typo of ['5', '9', '21', '12.5', 'ten', '']) expect(scryptN({ PASSWORD_COST_LOG2: typo })).toBe(2 ** 15);
  });

  it('stores the parameters with the hash and verifies against them', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(new RegExp(`^scrypt\\$${scryptN()}\\$8\\$1\\$`));
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });
});
