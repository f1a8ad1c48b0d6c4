import { describe, expect, it } from 'vitest';
import { CONTROL_OPTIONS_MAX } from '../../constants.js';
import { fieldIssues } from '../../engine/issues.js';
import { controlListSchema } from './control-definition.js';
import {
  addOption,
  draftOf,
  duplicateNameRows,
  emptyControl,
  issuesByRow,
  moveControlUp,
  moveOption,
  retypeControl,
  sentControl,
  takesDefault,
} from './template-builder.js';

describe('the template builder’s editing steps', () => {
  it('moves a control up by swapping it with the previous one; the first stays first (spec 000 §4)', () => {
    expect(moveControlUp(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveControlUp(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(moveControlUp(['a', 'b', 'c'], 5)).toEqual(['a', 'b', 'c']);
    const list = ['a', 'b'];
    expect(moveControlUp(list, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
    expect(moveOption(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveOption(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveOption(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  });

  it('adds an option once: trimmed, not twice, not empty, at most 1000 (spec 000 §5, §9)', () => {
    expect(addOption(['red'], '  green ')).toEqual({ options: ['red', 'green'] });
    expect(addOption(['red', 'green'], ' red')).toEqual({
      issue: { code: 'templatebuilder.error.optionexists', params: { option: 'red' } },
    });
    expect(addOption([], '   ')).toEqual({ issue: { code: 'common.error.required' } });
    const full = Array.from({ length: CONTROL_OPTIONS_MAX }, (_, i) => `o${i}`);
    expect(addOption(full, 'one more')).toEqual({ issue: { code: 'common.error.max', params: { max: 1000 } } });
    expect(addOption(full.slice(1), 'one more')).toEqual({ options: [...full.slice(1), 'one more'] });
  });

  it('finds the rows whose name an earlier row has, once spaces became underscores (as the schema does)', () => {
    expect([...duplicateNameRows(['news title', 'body', 'news_title', '', '', 'body '])]).toEqual([2, 5]);
    const schema = controlListSchema.safeParse([
      { name: 'news title', type: 'text' },
      { name: 'news_title', type: 'text' },
    ]);
    expect(schema.success ? [] : schema.error.issues.map((i) => i.path)).toEqual([[1, 'name']]);
  });

  it('changes a control’s type: flags the type cannot have dropped, a file type’s default folder, the default cleared', () => {
    const text = { ...emptyControl(), name: 'x', type: 'text' as const, translate: true, required: true, default: 'hi' };
    expect(retypeControl(text, 'toggle')).toMatchObject({ type: 'toggle', translate: false, required: false });
    expect(retypeControl(text, 'toggle')).not.toHaveProperty('default');
    expect(retypeControl(text, 'image')).toMatchObject({ type: 'image', translate: true, required: true, directory: 'Images' });
    // A folder chosen for one file type is kept when the type becomes another file type.
    expect(retypeControl({ ...text, type: 'file', directory: 'Media' }, 'multiimage').directory).toBe('Media');
    expect(retypeControl(text, 'componentlist')).toMatchObject({ componentname: '', required: false });
    expect(takesDefault({ type: 'text', translate: true })).toBe(false);
    expect(takesDefault({ type: 'select', translate: false })).toBe(true);
    expect(takesDefault({ type: 'image', translate: false })).toBe(false);
  });

  it('sends only what the control’s type uses, which the schema takes as is', () => {
    const select = {
      ...emptyControl(),
      name: 'colour',
      type: 'select' as const,
      title: { en: 'Colour', fa: ' ' },
      options: ['red'],
      default: 'red',
    };
    expect(sentControl(select)).toEqual({
      name: 'colour',
      type: 'select',
      title: { en: 'Colour' },
      required: false,
      translate: false,
      actived: true,
      disabled: false,
      default: 'red',
      options: ['red'],
    });
    expect(sentControl({ ...select, type: 'text', default: '' })).not.toHaveProperty('options');
    expect(sentControl({ ...select, type: 'text', default: '' })).not.toHaveProperty('default');
    expect(sentControl({ ...emptyControl(), name: 'pic', type: 'image' })).toMatchObject({ directory: 'Images', title: null });
    expect(sentControl(emptyControl())).not.toHaveProperty('type');
    const parsed = controlListSchema.parse([sentControl(select), sentControl({ ...emptyControl(), name: 'pic', type: 'image' })]);
    expect(parsed.map(draftOf).map(sentControl)).toEqual([
      sentControl(select),
      { name: 'pic', type: 'image', title: null, required: false, translate: false, actived: true, disabled: false, directory: 'Images' },
    ]);
  });

  it('puts issues on their rows, the schema’s (2.name) and the server’s (dataTemplate.2.name) alike', () => {
    const local = controlListSchema.safeParse([{ name: 'a', type: 'text' }, { type: 'text' }, { name: 'a', type: 'select', options: [] }]);
    const issues = local.success ? {} : fieldIssues(local.error.issues);
    const { rows, rest } = issuesByRow(issues);
    expect(
      Object.fromEntries([...rows].map(([row, fields]) => [row, Object.fromEntries(Object.entries(fields).map(([f, i]) => [f, i.code]))])),
    ).toEqual({
      1: { name: 'common.error.required' },
      2: { options: 'templatebuilder.error.optionsrequired' },
    });
    expect(rest).toEqual({});
    const server = issuesByRow(
      {
        'dataTemplate.3.name': { code: 'templatebuilder.error.controlalreadyexist' },
        'dataTemplate.0.default.fa': { code: 'common.error.maxlength', params: { max: 400 } },
        componentName: { code: 'cms.error.componentexists' },
        dataTemplate: { code: 'common.error.max' },
      },
      'dataTemplate',
    );
    expect(server.rows.get(3)).toEqual({ name: { code: 'templatebuilder.error.controlalreadyexist' } });
    expect(server.rows.get(0)).toEqual({ default: { code: 'common.error.maxlength', params: { max: 400 } } });
    expect(server.rest).toEqual({ componentName: { code: 'cms.error.componentexists' }, dataTemplate: { code: 'common.error.max' } });
  });
});
