import type { AttributeDefinition } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { controlNameOf, serverTextIssues, startingTexts, textIssues } from './attribute-texts';

const size: AttributeDefinition = {
  id: 4,
  entityName: 'Customer',
  name: { en: 'Size' },
  attributeControlTypeId: '11',
  isRequired: true,
  genericAttributeValues: [
    { id: 10, name: { en: 'S' }, isPreselected: false },
    { id: 11, name: { en: 'M' }, isPreselected: true },
  ],
};
const news: AttributeDefinition = { ...size, id: 5, attributeControlTypeId: '5', genericAttributeValues: [] };
const hobbies: AttributeDefinition = { ...size, id: 6, attributeControlTypeId: '21' };

describe('the attribute editor’s texts', () => {
  it('start with what the row holds, else the preselected values', () => {
    expect(startingTexts([size, news, hobbies], [{ id: 1, genericAttributeId: 4, value: '10' }])).toEqual({
      4: '10',
      5: 'false',
      6: '|11|',
    });
  });

  it('drop a choice the administrator has removed since, so what is sent back is valid', () => {
    const held = [
      { id: 1, genericAttributeId: 4, value: '99' },
      { id: 2, genericAttributeId: 6, value: '|10|,|99|' },
    ];
    expect(startingTexts([size, hobbies], held)).toEqual({ 4: null, 6: '|10|' });
    expect(textIssues([size, hobbies], startingTexts([size, hobbies], held))).toEqual({
      [controlNameOf(4)]: { code: 'common.error.required' },
    });
  });

  it('are judged before sending: a required one empty is common.error.required, a toggle never', () => {
    expect(textIssues([size, news, hobbies], { 4: null, 5: 'false', 6: '' })).toEqual({
      [controlNameOf(4)]: { code: 'common.error.required' },
      [controlNameOf(6)]: { code: 'common.error.required' },
    });
    expect(textIssues([size, news], { 4: '11', 5: 'false' })).toEqual({});
  });

  it('take a refusal’s attribute codes by control name and leave other fields', () => {
    expect(serverTextIssues({ 'attributes.4': 'common.error.required', firstName: 'x' })).toEqual({ attribute_4: 'common.error.required' });
  });
});
