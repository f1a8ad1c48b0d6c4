import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../engine/issues.js';
import { changePasswordSchema, registerSchema, USERNAME_PATTERN } from './account.js';

describe('user name rule (spec 000 §5)', () => {
  it.each(['ali.rezaei', 'sara_k_1990', 'ABCDEFGH', '12345678', 'a.b_c.d_e', 'x'.repeat(20)])('accepts %s', (name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(true);
  });
  it.each([
    ['short', 'ali.rez'],
    ['too long', 'x'.repeat(21)],
    ['leading dot', '.alirezaei'],
    ['trailing underscore', 'alirezaei_'],
    ['two dots', 'ali..rezaei'],
    ['dot then underscore', 'ali._rezaei'],
    ['space', 'ali rezaei'],
    ['Persian letters', 'علیرضایی۱۲'],
    ['hyphen', 'ali-rezaei'],
  ])('refuses %s', (_why, name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(false);
  });
});

const issues = (schema: typeof registerSchema | typeof changePasswordSchema, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? {} : fieldIssues(result.error.issues);
};

describe('register form', () => {
  const valid = { username: 'ali.rezaei', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a valid registration with optional contact fields', () => {
    expect(issues(registerSchema, { ...valid, email: 'ali@example.com', mobile: '+989121234567', firstName: 'علی' })).toEqual({});
    expect(issues(registerSchema, { ...valid, email: '', mobile: '' })).toEqual({});
  });

  it('names each broken rule on its field', () => {
    expect(issues(registerSchema, { username: 'ab', password: '12', confirmPassword: '13', email: 'x@', mobile: '0912' })).toEqual({
      username: { code: 'security.error.usernameformat' },
      password: { code: 'security.error.passwordshort', params: { min: 6 } },
      email: { code: 'common.error.email' },
      mobile: { code: 'common.error.mobile' },
      confirmPassword: { code: 'security.error.passwordmismatch' },
    });
  });

  it('reports a confirmation that differs', () => {
    expect(issues(registerSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: { code: 'security.error.passwordmismatch' },
    });
  });

  it('reports an empty password and user name as such', () => {
    expect(issues(registerSchema, { username: '', password: '', confirmPassword: '' })).toEqual({
      username: { code: 'common.error.required' },
      password: { code: 'security.error.passwordempty' },
    });
  });
});

describe('change password form', () => {
  it('needs the current password, a long enough new one and the same confirmation', () => {
    expect(issues(changePasswordSchema, { currentPassword: '', password: 'abc', confirmPassword: 'abd' })).toMatchObject({
      currentPassword: { code: 'security.error.passwordempty' },
      password: { code: 'security.error.passwordshort' },
    });
  });
});
