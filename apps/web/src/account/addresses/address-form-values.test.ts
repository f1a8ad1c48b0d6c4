import { describe, expect, it } from 'vitest';
import type { AddressRow } from './address-fields';
import { addressInputOf, addressIssues, formValuesOf } from './address-form-values';

describe('the address form', () => {
  it('sends every field, trimmed, empty ones as null, digits as typed', () => {
    const input = addressInputOf({ title: '  Home ', city: '', zipPostalCode: '۱۳۴۵۶۷۸۹۱۲' });
    expect(input).toMatchObject({ title: 'Home', city: null, zipPostalCode: '۱۳۴۵۶۷۸۹۱۲', country: null, email: null });
    expect(Object.keys(input)).toHaveLength(13);
  });

  it('checks as the server does: title required, Persian digits accepted, the postal code judged by the country', () => {
    expect(addressIssues(addressInputOf({}))).toMatchObject({ title: { code: 'common.error.required' } });
    expect(addressIssues(addressInputOf({ title: 'Home', zipPostalCode: '۱۳۴۵۶۷۸۹۱۲', phoneNumber: '۰۲۱۸۸۸۸۷۷۷۷' }))).toEqual({});
    expect(addressIssues(addressInputOf({ title: 'Home', zipPostalCode: '۱۲۳۴۵' }))).toEqual({
      zipPostalCode: { code: 'address.error.postalcode' },
    });
    expect(addressIssues(addressInputOf({ title: 'Home', country: 'Germany', zipPostalCode: '10115' }))).toEqual({});
    expect(addressIssues(addressInputOf({ title: 'Home', phoneNumber: '021-8888' }))).toEqual({
      phoneNumber: { code: 'address.error.phone' },
    });
  });

  it('starts from a stored address with its codes in the reader’s digits', () => {
    const row = { id: 1, createdAt: '2026-01-01T00:00:00Z', title: 'Home', zipPostalCode: '1345678912', phoneNumber: '+982188887777' };
    const values = formValuesOf(row as unknown as AddressRow, 'fa');
    expect(values).toMatchObject({ title: 'Home', zipPostalCode: '۱۳۴۵۶۷۸۹۱۲', phoneNumber: '+۹۸۲۱۸۸۸۸۷۷۷۷' });
    expect(formValuesOf(row as unknown as AddressRow, 'en').zipPostalCode).toBe('1345678912');
    expect(formValuesOf(undefined, 'fa')).toEqual({});
  });
});
