import { describe, expect, it } from 'vitest';
import { uniqueIndexName } from '../engine/entity.js';
import { GenericAttributeMapping } from '../entities/attributes.js';
import type { AttributeControlType } from './attribute-types.js';
import {
  type AttributeDefinition,
  attributeTextOf,
  attributeValueOf,
  judgeAttributeText,
  judgeAttributeTexts,
  preselectedText,
} from './attribute-values.js';

const attribute = (type: AttributeControlType, over: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  id: 1,
  entityName: 'Product',
  name: { en: 'Colour' },
  attributeControlTypeId: type,
  isRequired: false,
  genericAttributeValues: [
    { id: 3, name: { en: 'Red' }, isPreselected: false },
    { id: 7, name: { en: 'Blue' }, isPreselected: true },
  ],
  ...over,
});
// The browser's judging (no sanitizer): rich text is judged, not cleaned.
const judge = (a: AttributeDefinition, text: string | null | undefined) => judgeAttributeText(a, text, { store: false });

describe('stored text of an attribute value', () => {
  it('keeps a multi-checkbox as its value ids wrapped in pipes, comma-separated (spec 000 §3)', () => {
    expect(attributeTextOf('21', ['3', '7'])).toBe('|3|,|7|');
    expect(attributeValueOf('21', '|3|,|7|')).toEqual(['3', '7']);
    expect(attributeValueOf('21', '')).toEqual([]);
    expect(attributeTextOf('21', [])).toBeNull();
  });

  it('keeps a toggle as true or false, and reads anything else as off', () => {
    expect(attributeTextOf('5', true)).toBe('true');
    expect(attributeTextOf('5', false)).toBe('false');
    expect(attributeValueOf('5', 'true')).toBe(true);
    expect(attributeValueOf('5', null)).toBe(false);
  });

  it('starts a new row with the preselected values', () => {
    expect(preselectedText(attribute('21'))).toBe('|7|');
    expect(preselectedText(attribute('11'))).toBe('7');
    expect(preselectedText(attribute('5', { genericAttributeValues: [] }))).toBe('false');
    expect(preselectedText(attribute('1', { genericAttributeValues: [] }))).toBeNull();
  });
});

describe('judging an attribute value', () => {
  it('refuses a required attribute left empty with common.error.required — but never a toggle', () => {
    for (const type of ['1', '2', '3', '4', '6', '11', '21', '22'] as const)
      expect(judge(attribute(type, { isRequired: true }), ''), type).toEqual({ issue: { code: 'common.error.required' } });
    expect(judge(attribute('21', { isRequired: true }), '')).toEqual({ issue: { code: 'common.error.required' } });
    expect(judge(attribute('5', { isRequired: true }), null)).toEqual({ text: 'false' });
  });

  it('takes only the attribute’s own values for a dropdown, radio or multi-checkbox', () => {
    expect(judge(attribute('11'), '3')).toEqual({ text: '3' });
    expect('issue' in judge(attribute('11'), '4')).toBe(true);
    expect('issue' in judge(attribute('22'), 'Red')).toBe(true);
    expect(judge(attribute('21'), '|7|,|3|,|7|')).toEqual({ text: '|7|,|3|' });
    expect('issue' in judge(attribute('21'), '|3|,|9|')).toBe(true);
  });

  it('reads a number in any digits as a decimal text, and refuses what is no number', () => {
    expect(judge(attribute('2'), '۱۲٫۵')).toEqual({ text: '12.5' });
    expect('issue' in judge(attribute('2'), 'twelve')).toBe(true);
  });

  it('takes a file only from the attributes’ folder', () => {
    expect(judge(attribute('6'), '/api/cms/download/Attributes/cv.pdf')).toEqual({ text: '/api/cms/download/Attributes/cv.pdf' });
    expect(judge(attribute('6'), '/api/cms/download/Tickets/cv.pdf')).toEqual({
      issue: expect.objectContaining({ code: 'cms.error.filefolder' }),
    });
  });

  it('judges a whole set: one left out counts as empty, issues keyed by attribute id', () => {
    const set = [attribute('1', { id: 1, isRequired: true }), attribute('11', { id: 2 })];
    expect(judgeAttributeTexts(set, new Map([[2, '3']]), { store: false })).toEqual({ issues: { '1': { code: 'common.error.required' } } });
    const ok = judgeAttributeTexts(
      set,
      new Map<number, string | null>([
        [1, 'hello'],
        [2, ''],
      ]),
      { store: false },
    );
    expect('texts' in ok && [...ok.texts]).toEqual([
      [1, 'hello'],
      [2, null],
    ]);
  });
});

describe('long unique index names', () => {
  it('are cut to PostgreSQL’s 63 characters with a stable tag of the whole name', () => {
    const key = GenericAttributeMapping.unique[0];
    const name = uniqueIndexName(GenericAttributeMapping, key);
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).toBe(uniqueIndexName(GenericAttributeMapping, key));
    expect(name).not.toBe(uniqueIndexName(GenericAttributeMapping, { ...key, fields: ['entityName', 'entityId', 'genericAttributeIdX'] }));
  });
});
