import { describe, expect, it } from 'vitest';
import { inputSchema } from '../engine/schemas.js';
import { Address } from '../entities/addresses.js';
import { isAddressPhone, isIranCountry, postalCodeIssue } from './addresses.js';
import { DEFAULT_SETTINGS, isPublicSetting, settingIssue } from './known-settings.js';

describe('an address in Iran', () => {
  it('is one whose country is empty, IR, Iran or ایران, in any letter case', () => {
    for (const country of [null, undefined, '', '  ', 'IR', 'ir', 'Iran', 'IRAN', ' iran ', 'ایران', 'ايران'])
      expect(isIranCountry(country), String(country)).toBe(true);
    for (const country of ['Türkiye', 'TR', 'Iraq', 'Iran, Islamic Republic', 'Irán', 42])
      expect(isIranCountry(country), String(country)).toBe(false);
  });
});

describe('a postal code', () => {
  it('in Iran is ten digits, in any script', () => {
    expect(postalCodeIssue('', '1345678912')).toBeNull();
    expect(postalCodeIssue('IR', '۱۳۴۵۶۷۸۹۱۲')).toBeNull();
    expect(postalCodeIssue('ایران', '١٣٤٥٦٧٨٩١٢')).toBeNull();
    for (const code of ['34000', '123456789', '12345678901', '13456-78912', 'ABCDE12345'])
      expect(postalCodeIssue('Iran', code), code).toBe('address.error.postalcode');
  });

  it('elsewhere is 3 to 10 letters and digits', () => {
    for (const code of ['34000', 'SW1A1AA', 'K1A0B6', '123', '1234567890']) expect(postalCodeIssue('Türkiye', code), code).toBeNull();
    for (const code of ['12', 'SW1A 1AA', '12345-6789', 'ABCDEFGHIJK', 'کدپستی'])
      expect(postalCodeIssue('Türkiye', code), code).toBe('address.error.postalcode');
  });

  it('is no issue when there is none', () => {
    for (const code of [null, undefined, '', '  ']) expect(postalCodeIssue('Iran', code)).toBeNull();
  });
});

it('a phone or fax number is digits with an optional leading +', () => {
  for (const phone of ['+989121234567', '02188776655', '۰۲۱۸۸۷۷۶۶۵۵', '+90212']) expect(isAddressPhone(phone), phone).toBe(true);
  for (const phone of ['12', '0912-123-4567', '(021) 8877', '++98912', '98+912', 'phone']) expect(isAddressPhone(phone), phone).toBe(false);
});

describe('the Address declaration', () => {
  const create = inputSchema(Address, 'create');

  it('keeps Latin digits for postal code, phone and fax typed in Persian or Arabic digits', () => {
    const parsed = create.parse({ title: 'خانه', zipPostalCode: '۱۳۴۵۶۷۸۹۱۲', phoneNumber: '+۹۸۹۱۲۱۲۳۴۵۶۷', faxNumber: '٠٢١٨٨٧٧٦٦٥٥' });
    expect(parsed).toMatchObject({ zipPostalCode: '1345678912', phoneNumber: '+989121234567', faxNumber: '02188776655' });
  });

  it('judges the postal code by the country and names the field with its code', () => {
    expect(create.safeParse({ title: 'Istanbul', country: 'Türkiye', zipPostalCode: '34000' }).success).toBe(true);
    const iranian = create.safeParse({ title: 'Tehran', country: 'Iran', zipPostalCode: '34000' });
    expect(iranian.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['zipPostalCode', 'address.error.postalcode']]);
    const phone = create.safeParse({ title: 'Office', phoneNumber: '021-8877' });
    expect(phone.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phoneNumber', 'address.error.phone']]);
  });

  it('wants a title of 3 to 100 characters', () => {
    expect(create.safeParse({}).success).toBe(false);
    expect(create.safeParse({ title: 'ab' }).success).toBe(false);
    expect(create.safeParse({ title: 'a'.repeat(101) }).success).toBe(false);
    expect(create.safeParse({ title: 'abc' }).success).toBe(true);
  });
});

it('the maximum per customer is a store setting from 1 to 100, 10 unless a store says otherwise, read by administrators only', () => {
  expect(DEFAULT_SETTINGS['customer.maximumaddresses']).toBe('10');
  expect(isPublicSetting('Customer.MaximumAddresses')).toBe(false);
  expect(settingIssue('customer.maximumaddresses', '1')).toBeNull();
  expect(settingIssue('customer.maximumaddresses', '100')).toBeNull();
  expect(settingIssue('customer.maximumaddresses', '0')).toBe('setting.error.toosmall');
  expect(settingIssue('customer.maximumaddresses', '101')).toBe('setting.error.toolarge');
  expect(settingIssue('customer.maximumaddresses', 'ten')).toBe('setting.error.integer');
});
