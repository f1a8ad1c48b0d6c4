import { describe, expect, it } from 'vitest';
import { CONTROL_OPTIONS_MAX } from '../../constants.js';
import { fieldIssues } from '../../engine/issues.js';
import { type ControlDefinition, controlListSchema, sampleControls } from './control-definition.js';
import type { Judged } from './control-values.js';

/** The template builder's rules (spec 000 §3 "Template control definition", §5), as the stored list keeps them. */
function judge(list: unknown): Judged<ControlDefinition[]> {
  const result = controlListSchema.safeParse(list, { reportInput: true });
  return result.success ? { value: result.data } : { issues: fieldIssues(result.error.issues) };
}
const codes = (list: unknown) => {
  const judged = judge(list);
  return 'issues' in judged ? Object.fromEntries(Object.entries(judged.issues).map(([path, issue]) => [path, issue.code])) : null;
};

describe('template control definitions', () => {
  it('need a name and a type; spaces in a name become underscores', () => {
    expect(codes([{ type: 'text' }])).toEqual({ '0.name': 'common.error.required' });
    expect(codes([{ name: 'title' }])).toEqual({ '0.type': 'common.error.required' });
    expect(codes([{ name: '   ', type: 'text' }])).toEqual({ '0.name': 'common.error.required' });
    expect(codes([{ name: 'title', type: 'colour' }])).toEqual({ '0.type': 'common.error.invalidoption' });
    expect(judge([{ name: ' news  title ', type: 'text' }])).toEqual({
      value: [{ name: 'news__title', title: null, type: 'text', required: false, translate: false, actived: true, disabled: false }],
    });
    expect(codes([{ name: 'a.b', type: 'text' }])).toEqual({ '0.name': 'templatebuilder.error.name' });
    expect(codes([{ name: 'template', type: 'text' }])).toEqual({ '0.name': 'templatebuilder.error.reservedname' });
    for (const name of ['__proto__', 'constructor', 'prototype'])
      expect(codes([{ name, type: 'text' }]), name).toEqual({ '0.name': 'templatebuilder.error.reservedname' });
  });

  it('refuse a name used twice (also once spaces became underscores)', () => {
    expect(
      codes([
        { name: 'عنوان خبر', type: 'text' },
        { name: 'body', type: 'richtext' },
        { name: 'عنوان_خبر', type: 'image' },
      ]),
    ).toEqual({ '2.name': 'templatebuilder.error.controlalreadyexist' });
  });

  it('keep each option once, need one for choice controls, allow at most 1000, and drop options elsewhere', () => {
    const select = judge([{ name: 'colour', type: 'select', options: ['red', 'green', 'red', ' green '] }]);
    expect('value' in select && select.value[0]?.options).toEqual(['red', 'green']);
    expect(codes([{ name: 'colour', type: 'multicheck', options: [] }])).toEqual({ '0.options': 'templatebuilder.error.optionsrequired' });
    expect(codes([{ name: 'colour', type: 'radio' }])).toEqual({ '0.options': 'templatebuilder.error.optionsrequired' });
    const many = Array.from({ length: CONTROL_OPTIONS_MAX }, (_, i) => `option ${i}`);
    expect(codes([{ name: 'big', type: 'select', options: many }])).toBeNull();
    expect(codes([{ name: 'big', type: 'select', options: [...many, 'one more'] }])).toEqual({ '0.options': 'common.error.max' });
    expect(codes([{ name: 'big', type: 'select', options: ['ok', ''] }])).toEqual({ '0.options.1': 'common.error.required' });
    const text = judge([{ name: 'note', type: 'text', options: ['a'] }]);
    expect('value' in text && text.value[0]).not.toHaveProperty('options');
  });

  it('give file-like controls a folder of the store (their own by default), and no other control one', () => {
    const judged = judge([
      { name: 'cover', type: 'image' },
      { name: 'gallery', type: 'multiimagevideo' },
      { name: 'report', type: 'file', directory: 'attributes' },
      { name: 'note', type: 'text', directory: 'Images' },
    ]);
    expect('value' in judged && judged.value.map((c) => c.directory)).toEqual(['Images', 'Media', 'Attributes', undefined]);
    expect(codes([{ name: 'cover', type: 'image', directory: '../etc' }])).toEqual({ '0.directory': 'content.error.directory' });
  });

  it('check the default as a value of the control, translate only where a type can, and a component list’s component', () => {
    expect(codes([{ name: 'count', type: 'number', default: 'many' }])).toEqual({ '0.default': 'common.error.decimal' });
    expect(codes([{ name: 'colour', type: 'select', options: ['red'], default: 'blue' }])).toEqual({
      '0.default': 'common.error.invalidoption',
    });
    const judged = judge([{ name: 'headline', type: 'text', translate: true, default: { fa: ' خبر ', en: '' } }]);
    expect('value' in judged && judged.value[0]?.default).toEqual({ fa: 'خبر' });
    expect(codes([{ name: 'on', type: 'toggle', translate: true }])).toEqual({ '0.translate': 'templatebuilder.error.nottranslatable' });
    expect(codes([{ name: 'news', type: 'componentlist' }])).toEqual({ '0.componentname': 'common.error.required' });
    expect(codes([{ name: 'news', type: 'componentlist', componentname: 'news' }])).toBeNull();
  });

  it('keep required only where it means something, and refuse unknown keys', () => {
    const judged = judge([
      { name: 'on', type: 'toggle', required: true },
      { name: 'heading', type: 'label', required: true },
      { name: 'body', type: 'richtext', required: true },
    ]);
    expect('value' in judged && judged.value.map((c) => c.required)).toEqual([false, false, true]);
    expect(codes([{ name: 'x', type: 'text', colour: 'red' }])).toEqual({ '0.colour': 'common.error.unknownfield' });
  });

  it('store what they answer unchanged when judged again, and the sample is valid', () => {
    const sample = sampleControls(7);
    const once = judge(sample);
    expect(once).toHaveProperty('value');
    expect(judge(JSON.parse(JSON.stringify('value' in once ? once.value : null)))).toEqual(once);
  });
});
