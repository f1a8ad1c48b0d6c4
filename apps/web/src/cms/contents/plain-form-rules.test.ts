import { describe, expect, it } from 'vitest';
import { drawsPlainly, type FormControl, plainFormIssues } from './plain-form-rules';

const control = (name: string, type: FormControl['type'], extra: Partial<FormControl> = {}): FormControl => ({
  name,
  type,
  title: null,
  required: false,
  translate: false,
  disabled: false,
  default: null,
  options: [],
  ...extra,
});

describe('the plain public form', () => {
  it('draws a contact form (text, multiline, choices, toggle) and leaves dates, files, rich text and values per language to the editor', () => {
    const contact = [control('name', 'text'), control('message', 'multiline'), control('topic', 'select'), control('ok', 'toggle')];
    expect(drawsPlainly(contact)).toBe(true);
    for (const type of ['pdatepicker', 'datetimepicker', 'timepicker', 'file', 'multiimage', 'richtext'] as const)
      expect(drawsPlainly([...contact, control('x', type)]), type).toBe(false);
    expect(drawsPlainly([control('name', 'text', { translate: true })])).toBe(false);
  });

  it('asks for every required control left empty, blank text and an empty choice list included, never a label or a toggle', () => {
    const controls = [
      control('name', 'text', { required: true }),
      control('topics', 'multicheck', { required: true }),
      control('phone', 'text'),
      control('agree', 'toggle', { required: true }),
      control('intro', 'label', { required: true }),
    ];
    expect(plainFormIssues(controls, { name: { content: '   ' }, topics: { content: [] } })).toEqual({
      name: 'common.error.required',
      topics: 'common.error.required',
    });
    expect(plainFormIssues(controls, { name: { content: 'مریم' }, topics: { content: ['a'] } })).toEqual({});
  });
});
