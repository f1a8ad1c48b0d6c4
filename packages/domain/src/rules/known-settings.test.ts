import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_BYTES, DEFAULT_UPLOAD_COUNT } from '../constants.js';
import { inputSchema } from '../engine/schemas.js';
import { Setting } from '../entities/operations.js';
import { DEFAULT_SETTINGS, isPublicSetting, knownSetting, PUBLIC_SETTINGS, settingIssue } from './known-settings.js';

describe('which settings an anonymous visitor may read', () => {
  it('are the filter switches, profile change, upload limits, header and footer content and the store’s titles', () => {
    for (const name of [
      'addressfilterenabled',
      'categoryfilterenabled',
      'attributefilterenabled',
      'regionfilterenabled',
      'customer.canchangeprofile',
      'datacontent.maximumfilesize',
      'datacontent.maximumfilecount',
      'attribute.maximumfilesize',
      'attribute.maximumfilecount',
      'adminform.maximumfilesize',
      'logoheight',
      'logoclass',
      'facebook',
      'instagram',
      'telegram',
      'twitter',
      'whatsapp',
      'youtube',
      'contactus_pagename',
      'aboutus_pagename',
      'store.title.persian_fa',
      'store.description.turkish_tr',
    ])
      expect(PUBLIC_SETTINGS, name).toContain(name);
  });

  it('never include the storage maximum or a free-form setting; names match in any letter case', () => {
    expect(isPublicSetting('storage.maximumcapacity')).toBe(false);
    expect(isPublicSetting('customer.maximumaddresses')).toBe(false);
    expect(isPublicSetting('payment.gateway.secret')).toBe(false);
    expect(isPublicSetting('Customer.CanChangeProfile')).toBe(true);
    expect(knownSetting(' RegionFilterEnabled ')?.name).toBe('regionfilterenabled');
  });
});

describe('setting defaults', () => {
  it('are the spec’s: 1 MiB and 5 files, logo height 100; filters off, profile change on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      'datacontent.maximumfilesize': String(DEFAULT_UPLOAD_BYTES),
      'datacontent.maximumfilecount': String(DEFAULT_UPLOAD_COUNT),
      'attribute.maximumfilesize': '1048576',
      'attribute.maximumfilecount': '5',
      'adminform.maximumfilesize': '1048576',
      logoheight: '100',
      addressfilterenabled: 'false',
      'customer.canchangeprofile': 'true',
      'customer.maximumaddresses': '10',
      'storage.maximumcapacity': '1073741824',
    });
  });

  it('are each a value their own setting accepts', () => {
    for (const [name, value] of Object.entries(DEFAULT_SETTINGS)) expect(settingIssue(name, value), name).toBeNull();
  });
});

describe('saving a setting (the Setting entity’s rule)', () => {
  const create = inputSchema(Setting, 'create');

  it('checks a known setting’s value by its kind, in any letter case of its name', () => {
    expect(create.safeParse({ name: 'customer.canchangeprofile', value: 'TRUE' }).success).toBe(true);
    const refused = create.safeParse({ name: 'Customer.CanChangeProfile', value: 'yes' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['value'], message: 'setting.error.boolean' });
    expect(settingIssue('datacontent.maximumfilesize', '0')).toBe('setting.error.toosmall');
    expect(settingIssue('datacontent.maximumfilesize', String(64 * 1_048_576 + 1))).toBe('setting.error.toolarge');
    expect(settingIssue('facebook', 'javascript:alert(1)')).toBe('common.error.url');
  });

  it('takes any value of a free-form setting, within the entity’s lengths', () => {
    expect(create.safeParse({ name: 'shop.motto', value: 'anything at all' }).success).toBe(true);
    expect(create.safeParse({ name: 'x'.repeat(201), value: '1' }).success).toBe(false);
    expect(create.safeParse({ name: 'shop.motto', value: 'x'.repeat(4001) }).success).toBe(false);
  });
});
