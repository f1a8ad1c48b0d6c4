import { GenericAttribute } from '@store/domain';
import { Voucher } from '@store/domain/fixtures';
import { describe, expect, it } from 'vitest';
import type { EntityRow } from '../../api/resource-api';
import { childListsOf, childSending, newChildRow } from './child-form-values';
import { compareBase, formValuesOf, prepareBody, refreshedValues } from './form-values';

const values = childListsOf(GenericAttribute)[0];
if (!values) throw new Error('GenericAttribute declares its values as children');

/** An attribute as the API answers it, with two values. */
const loaded = {
  id: 5,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  name: { fa: 'رنگ', en: 'Colour', tr: 'Renk' },
  entityName: 'Customer',
  attributeControlTypeId: '11',
  isRequired: false,
  isActived: true,
  isFilterable: false,
  displayOrder: 0,
  genericAttributeValues: [
    {
      id: 31,
      ownerId: 1,
      storeId: 1,
      createdAt: 'x',
      updatedAt: 'x',
      name: { fa: 'سرخ', en: 'Red', tr: null },
      isPreselected: true,
      displayOrder: 1,
    },
    {
      id: 32,
      ownerId: 1,
      storeId: 1,
      createdAt: 'x',
      updatedAt: 'x',
      name: { fa: 'آبی', en: 'Blue', tr: 'Mavi' },
      isPreselected: false,
      displayOrder: 2,
    },
  ],
} satisfies EntityRow;

describe('a form’s child rows', () => {
  it('are the child’s writable fields without the parent reference', () => {
    expect(values.name).toBe('genericAttributeValues');
    expect(values.fields.map(([name]) => name)).toEqual(['name', 'isPreselected', 'displayOrder']);
    expect(newChildRow(values)).toEqual({ name: undefined, isPreselected: false, displayOrder: 0 });
    expect(childListsOf(Voucher).map((list) => list.name)).toEqual(['lines']);
  });

  it('are loaded with their ids, as their controls hold them', () => {
    expect(formValuesOf(GenericAttribute, loaded).genericAttributeValues).toEqual([
      { id: 31, name: { fa: 'سرخ', en: 'Red', tr: null }, isPreselected: true, displayOrder: '1' },
      { id: 32, name: { fa: 'آبی', en: 'Blue', tr: 'Mavi' }, isPreselected: false, displayOrder: '2' },
    ]);
    expect(formValuesOf(GenericAttribute, undefined).genericAttributeValues).toEqual([]);
  });

  it('are sent with the ids of the rows kept; a new row has none, a removed one is not sent', () => {
    const form = formValuesOf(GenericAttribute, loaded);
    const [red] = form.genericAttributeValues as Record<string, unknown>[];
    form.genericAttributeValues = [
      { ...red, name: { fa: 'قرمز', en: 'Red', tr: 'Kırmızı' } },
      { name: { fa: 'سبز', en: '', tr: '' }, isPreselected: false, displayOrder: '' },
    ];
    const { body, issues } = prepareBody(GenericAttribute, 'update', form, loaded);
    expect(issues).toEqual({});
    expect(body.genericAttributeValues).toEqual([
      { id: 31, name: { fa: 'قرمز', en: 'Red', tr: 'Kırmızı' }, isPreselected: true, displayOrder: 1 },
      // An emptied order takes the declared default.
      { name: { fa: 'سبز', en: null, tr: null }, isPreselected: false, displayOrder: 0 },
    ]);
  });

  it('say their issues at the row and field (`genericAttributeValues.1.name`)', () => {
    const form: Record<string, unknown> = {
      ...formValuesOf(GenericAttribute, undefined),
      name: { fa: 'اندازه' },
      entityName: 'Customer',
      attributeControlTypeId: '11',
    };
    form.genericAttributeValues = [
      { name: { fa: 'کوچک' }, isPreselected: false, displayOrder: '1' },
      { name: { fa: ' ' }, isPreselected: false, displayOrder: '۲' },
      { name: { en: 'Large' }, isPreselected: false, displayOrder: 'x' },
    ];
    const { issues } = prepareBody(GenericAttribute, 'create', form);
    expect(issues['genericAttributeValues.1.name']?.code).toBe('common.error.required');
    expect(issues['genericAttributeValues.2.displayOrder']).toBeDefined();
    expect(Object.keys(issues).filter((path) => path.startsWith('genericAttributeValues.0'))).toEqual([]);
  });
});

describe('an update', () => {
  it('sends only the fields the user changed, so a form opened before another change cannot undo it', () => {
    const form = { ...formValuesOf(GenericAttribute, loaded), isFilterable: true };
    const { body, issues } = prepareBody(GenericAttribute, 'update', form, loaded);
    expect(issues).toEqual({});
    // The children list is sent as the rows the form holds (the server keeps, adds and removes by id).
    const { genericAttributeValues: _rows, ...fields } = body;
    expect(fields).toEqual({ isFilterable: true });
    // Nothing changed: no field is sent.
    const same = prepareBody(GenericAttribute, 'update', formValuesOf(GenericAttribute, loaded), loaded).body;
    expect(Object.keys(same).filter((name) => name !== 'genericAttributeValues')).toEqual([]);
  });

  it('still sends a field emptied, and refuses a required one emptied', () => {
    const form = { ...formValuesOf(GenericAttribute, loaded), name: { fa: '', en: '', tr: '' } };
    expect(prepareBody(GenericAttribute, 'update', form, loaded).issues.name?.code).toBe('common.error.required');
  });

  it('after a save that stayed on the form (its placing refused), compares with the saved row: a field put back is sent', () => {
    const saved = { ...loaded, isFilterable: true };
    // The user now puts the field back to the value the form was loaded with.
    const form = formValuesOf(GenericAttribute, loaded);
    const { genericAttributeValues: _rows, ...fields } = prepareBody(GenericAttribute, 'update', form, compareBase(loaded, saved)).body;
    expect(fields).toEqual({ isFilterable: false });
    expect(compareBase(loaded, null)).toBe(loaded);
  });
});

describe('child rows that apply only to some values (`when`)', () => {
  const create = (type: string) => ({ attributeControlTypeId: type });

  it('are sent while the parent holds one of them', () => {
    expect(childSending(values, create('11'), undefined)).toBe('rows');
    expect(childSending(values, create('22'), loaded)).toBe('rows');
  });

  it('are not sent on create, nor on an update of a row that never held one', () => {
    expect(childSending(values, create('1'), undefined)).toBe('omit');
    expect(childSending(values, create(''), undefined)).toBe('omit');
    expect(childSending(values, create('2'), { ...loaded, attributeControlTypeId: '1' })).toBe('omit');
  });

  it('are sent empty when the user switched the parent away from them', () => {
    expect(childSending(values, create('1'), loaded)).toBe('empty');
    const form = { ...formValuesOf(GenericAttribute, loaded), attributeControlTypeId: '1' };
    expect(prepareBody(GenericAttribute, 'update', form, loaded).body.genericAttributeValues).toEqual([]);
    const created = prepareBody(GenericAttribute, 'create', { ...form, name: { fa: 'نام مستعار' } });
    // Create's schema fills in the empty list the server would.
    expect(created.issues).toEqual({});
    expect(created.body.genericAttributeValues).toEqual([]);
  });
});

describe('a row read again into a form on screen', () => {
  it('keeps what the person is typing and follows the row elsewhere', () => {
    const values = { name: 'Nightly', status: 'ok', progress: 100 };
    expect(refreshedValues(values, (name) => name === 'name')).toEqual({ status: 'ok', progress: 100 });
    expect(refreshedValues(values, () => false)).toEqual(values);
  });
});
