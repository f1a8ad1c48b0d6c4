import { describe, expect, it } from 'vitest';
import { CONTROL_SPECS, CONTROL_TYPES, type ControlType } from './control-types.js';
import { type ControlValueDef, judgeControlValue, sampleControlValue } from './control-values.js';

/**
 * Every control type of spec 000 §3 with a value it takes (and what it keeps of it) and values it
 * refuses (with the code the field shows). The table is typed by the registry, so a new type
 * without its cases does not compile.
 */
interface Case {
  readonly def?: Partial<ControlValueDef>;
  /** Sent → kept (a value kept as sent is written once). */
  readonly valid: readonly (readonly [unknown] | readonly [unknown, unknown])[];
  /** Sent → the code of its first issue, at `path` ('' for the control itself). */
  readonly invalid: readonly (readonly [unknown, string] | readonly [unknown, string, string])[];
}

const file = (folder: string, name: string, kind = 'download') => `/api/cms/${kind}/${folder}/${name}`;
const colours = { options: ['red', 'green', 'blue'] };

const CASES: Record<ControlType, Case> = {
  label: { valid: [[null], ['', null]], invalid: [['some text', 'common.error.invalidtype']] },
  link: {
    valid: [['https://shop.example/winter'], ['/pages/about']],
    invalid: [
      ['javascript:alert(1)', 'common.error.fileurl'],
      ['//evil.example/x', 'common.error.fileurl'],
    ],
  },
  text: {
    valid: [
      ['  سلام دنیا  ', 'سلام دنیا'],
      ['', null],
    ],
    invalid: [
      ['x'.repeat(401), 'common.error.maxlength'],
      [42, 'common.error.invalidtype'],
      ['a\u0000b', 'common.error.invalidcharacter'],
    ],
  },
  number: {
    valid: [['12.5'], ['-3'], ['', null]],
    invalid: [
      ['1e5', 'common.error.decimal'],
      [12, 'common.error.invalidtype'],
      ['0.123456789', 'common.error.scale'],
    ],
  },
  multiline: { valid: [['one\ntwo']], invalid: [['x'.repeat(20_001), 'common.error.maxlength']] },
  richtext: { valid: [['<p>Hello <strong>there</strong></p>']], invalid: [[{ html: 'x' }, 'common.error.invalidtype']] },
  toggle: {
    valid: [[true], [false], [null, false]],
    invalid: [['yes', 'common.error.invalidtype']],
  },
  file: {
    valid: [[`${file('DataContents', 'report-1a2b3c4d.pdf')}?store=1`], [file('datacontents', 'sheet.XLSX')]],
    invalid: [
      [file('Images', 'report.pdf'), 'cms.error.filefolder'],
      [file('DataContents', 'tool.exe'), 'content.error.fileformat'],
      ['https://elsewhere.example/report.pdf', 'cms.error.filefolder'],
      [file('DataContents', '../../etc/passwd.pdf'), 'cms.error.filefolder'],
    ],
  },
  image: {
    valid: [[`${file('Images', 'cover.png', 'Image')}?store=2`]],
    invalid: [
      [file('Images', 'cover.pdf', 'Image'), 'content.error.fileformat'],
      [file('Videos', 'cover.png', 'Image'), 'cms.error.filefolder'],
    ],
  },
  video: {
    valid: [[file('Videos', 'clip.mp4')]],
    invalid: [[file('Videos', 'clip.png'), 'content.error.fileformat']],
  },
  multifile: {
    valid: [
      [
        [file('DataContents', 'a.pdf'), '', file('DataContents', 'b.docx'), file('DataContents', 'a.pdf')],
        [file('DataContents', 'a.pdf'), file('DataContents', 'b.docx')],
      ],
      [[], []],
    ],
    invalid: [
      [[file('DataContents', 'a.pdf'), 'javascript:x'], 'common.error.fileurl', '1'],
      [Array.from({ length: 51 }, (_, i) => file('DataContents', `f${i}.pdf`)), 'common.error.max'],
    ],
  },
  multiimage: {
    valid: [[[file('Images', 'a.webp', 'Image'), file('Images', 'b.gif', 'Image')]]],
    invalid: [[file('Images', 'a.webp', 'Image'), 'common.error.invalidtype']],
  },
  multivideo: {
    valid: [[[file('Videos', 'a.webm')]]],
    invalid: [[[file('Videos', 'a.webm'), file('Videos', 'b.jpg')], 'content.error.fileformat', '1']],
  },
  multiimagevideo: {
    valid: [[[file('Media', 'a.png', 'Image'), file('Media', 'b.mp4')]]],
    invalid: [[[file('Images', 'a.png', 'Image')], 'cms.error.filefolder', '0']],
  },
  datepicker: { valid: [['2026-03-21']], invalid: [['21/03/2026', 'common.error.date']] },
  // Jalali in the editor only: stored as the ISO date of the day.
  pdatepicker: { valid: [['2026-03-21']], invalid: [['1405/01/01', 'common.error.date']] },
  datetimepicker: {
    valid: [['2026-03-21T10:00:00Z'], ['2026-03-21T10:00:00+03:30']],
    invalid: [['2026-03-21 10:00', 'common.error.date']],
  },
  pdatetimepicker: { valid: [['2026-03-21T06:30:00.000Z']], invalid: [['1405/01/01 10:00', 'common.error.date']] },
  timepicker: {
    valid: [['09:30'], ['23:59']],
    invalid: [
      ['25:00', 'common.error.time'],
      ['9:30', 'common.error.time'],
    ],
  },
  select: { def: colours, valid: [['green']], invalid: [['purple', 'common.error.invalidoption']] },
  radio: { def: colours, valid: [['blue']], invalid: [[['blue'], 'common.error.invalidoption']] },
  multicheck: {
    def: colours,
    valid: [
      [
        ['red', 'blue', 'red'],
        ['red', 'blue'],
      ],
    ],
    invalid: [
      [['red', 'purple'], 'common.error.invalidoption', '1'],
      ['red', 'common.error.invalidtype'],
    ],
  },
  form: { valid: [['contact-us']], invalid: [['x'.repeat(101), 'common.error.maxlength']] },
  componentlist: { valid: [[null]], invalid: [[['a'], 'common.error.invalidtype']] },
};

const defOf = (type: ControlType, c: Case): ControlValueDef => ({ type, ...c.def });

describe('control types', () => {
  for (const type of CONTROL_TYPES) {
    const c = CASES[type];
    it(`${type}: takes a valid value and refuses invalid ones`, () => {
      const def = defOf(type, c);
      for (const [sent, ...kept] of c.valid) {
        expect(judgeControlValue(def, sent), JSON.stringify(sent)).toEqual({ value: kept.length > 0 ? kept[0] : sent });
      }
      for (const [sent, code, path = ''] of c.invalid) {
        const judged = judgeControlValue(def, sent);
        expect('issues' in judged && judged.issues[path]?.code, String(sent).slice(0, 80)).toBe(code);
      }
      expect(judgeControlValue(def, sampleControlValue(def, 3)), 'its sample').not.toHaveProperty('issues');
    });
  }

  it('refuses an empty required value, except a toggle’s; an empty checkbox list is empty', () => {
    expect(judgeControlValue({ type: 'text', required: true }, '  ')).toEqual({ issues: { '': { code: 'common.error.required' } } });
    expect(judgeControlValue({ type: 'multicheck', required: true, ...colours }, [])).toEqual({
      issues: { '': { code: 'common.error.required' } },
    });
    expect(judgeControlValue({ type: 'toggle', required: true }, undefined)).toEqual({ value: false });
  });

  it('holds one value per language when translated, judged per language', () => {
    const title = { type: 'text', translate: true, required: true } as const;
    expect(judgeControlValue(title, { fa: 'سلام', en: '', tr: null })).toEqual({ value: { fa: 'سلام' } });
    expect(judgeControlValue(title, { en: '' })).toEqual({ issues: { '': { code: 'common.error.required' } } });
    expect(judgeControlValue(title, { de: 'Hallo' })).toEqual({ issues: { de: { code: 'common.error.unknownfield' } } });
    expect(judgeControlValue(title, { fa: 'x'.repeat(401) })).toEqual({
      issues: { fa: { code: 'common.error.maxlength', params: { max: 400 } } },
    });
    const gallery = { type: 'multiimage', translate: true } as const;
    expect(judgeControlValue(gallery, { en: [file('Images', 'a.png', 'Image')], fa: [file('Images', 'b.txt', 'Image')] })).toEqual({
      issues: { 'fa.0': { code: 'content.error.fileformat' } },
    });
  });

  it('says which types may be translated: text-like and file-like ones', () => {
    expect(CONTROL_TYPES.filter((t) => CONTROL_SPECS[t].translatable)).toEqual([
      'link',
      'text',
      'multiline',
      'richtext',
      'file',
      'image',
      'video',
      'multifile',
      'multiimage',
      'multivideo',
      'multiimagevideo',
    ]);
  });
});
