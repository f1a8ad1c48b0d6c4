import { describe, expect, it } from 'vitest';
import type { ControlDefinition } from './control-definition.js';
import { copyDataContentLanguage, copyText } from './exchange-language.js';

const control = (name: string, type: ControlDefinition['type'], translate: boolean): ControlDefinition => ({
  name,
  title: null,
  type,
  required: false,
  translate,
  actived: true,
  disabled: false,
});

describe('exchange language (copy, never move)', () => {
  it('copies a text into the other language and the source keeps it', () => {
    expect(copyText({ fa: 'سلام', en: 'old' }, 'fa', 'en')).toEqual({ fa: 'سلام', en: 'سلام' });
  });

  it('leaves the texts as they are when the source language has none', () => {
    const texts = { en: 'kept' };
    expect(copyText(texts, 'fa', 'en')).toBe(texts);
    expect(copyText(null, 'fa', 'en')).toBeNull();
  });

  it('copies only translated controls of a data content, not plain values or other entries', () => {
    const controls = [control('title', 'text', true), control('count', 'number', false), control('note', 'multiline', false)];
    const data = {
      title: { content: { fa: 'عنوان', tr: 'Başlık' } },
      count: { content: '12.5' },
      note: { content: 'plain' },
    };
    expect(copyDataContentLanguage(data, controls, 'fa', 'en')).toEqual({
      title: { content: { fa: 'عنوان', tr: 'Başlık', en: 'عنوان' } },
      count: { content: '12.5' },
      note: { content: 'plain' },
    });
    // The data sent in is not changed.
    expect(data.title.content).toEqual({ fa: 'عنوان', tr: 'Başlık' });
  });
});
