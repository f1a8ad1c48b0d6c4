import type { ControlDefinition, Language } from '@store/domain';
import { Checkbox, Input, Radio, Select, Switch, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { DecimalInput } from '../../dashboard/entity/controls/decimal-input';
import { useTranslation } from '../../i18n/use-translation';
import { SafeHtml } from '../pages/safe-html';
import { PersianDatePicker, ReaderDatePicker, TimeOfDayPicker } from './date-controls';
import { offeredOptions } from './editor-value';
import { FileControl } from './file-control';

// The rich-text editor (Tiptap) loads only when a rich-text control is shown.
const RichTextEditor = lazy(() => import('../pages/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export interface ControlInputProps {
  control: ControlDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The language of this value (a translated control's one language), else the reader's. */
  lang: string;
  dir: 'rtl' | 'ltr';
  label: string;
  id: string;
  formTemplates?: readonly { componentName: string }[];
  /** How an option of a select, radio or multicheck reads (an attribute's value by its id); default: the option itself. */
  optionLabel?: (option: string) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/** The options of a select, radio or multicheck; a note when more than the 1000 shown were defined. */
function OptionsNote({ control }: { control: ControlDefinition }) {
  const { t } = useTranslation();
  return offeredOptions(control).cut ? (
    <Typography.Text type="secondary">{t('datacontent.options.more', { count: offeredOptions(control).shown.length })}</Typography.Text>
  ) : null;
}

/** One value of a control, by its type (spec 000 §3 "Control types"); a disabled control shows its default read-only. */
export function ControlInput({ control, value, onChange, lang, dir, label, id, formTemplates, optionLabel }: ControlInputProps) {
  const { t } = useTranslation();
  const disabled = control.disabled;
  const common = { id, disabled, 'aria-label': label };
  const options = () => offeredOptions(control).shown.map((o) => ({ value: o, label: optionLabel ? optionLabel(o) : o }));
  switch (control.type) {
    case 'label':
      return null;
    case 'componentlist':
      return (
        <Typography.Text type="secondary" data-testid={`data-componentlist-${control.name}`}>
          {t('datacontent.componentlist', { name: control.componentname ?? '' })}
        </Typography.Text>
      );
    case 'link':
      return <Input {...common} dir="ltr" inputMode="url" value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'text':
      return <Input {...common} lang={lang} dir={dir} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'multiline':
      return (
        <Input.TextArea
          {...common}
          lang={lang}
          dir={dir}
          autoSize={{ minRows: 3, maxRows: 12 }}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return <DecimalInput {...common} value={text(value) || null} onChange={(v) => onChange(v ?? null)} />;
    case 'richtext':
      if (disabled) return text(value) ? <SafeHtml html={{ text: text(value), lang: lang as Language, dir }} /> : null;
      return (
        <Suspense fallback={<Input.TextArea disabled rows={4} />}>
          <RichTextEditor lang={lang} dir={dir} label={label} id={id} value={text(value)} onChange={(html) => onChange(html)} />
        </Suspense>
      );
    case 'toggle':
      return <Switch {...common} checked={value === true} onChange={(on) => onChange(on)} />;
    case 'file':
    case 'image':
    case 'video':
    case 'multifile':
    case 'multiimage':
    case 'multivideo':
    case 'multiimagevideo':
      return <FileControl control={control} value={value} onChange={onChange} disabled={disabled} lang={lang} />;
    case 'datepicker':
    case 'datetimepicker':
      return <ReaderDatePicker id={id} value={value} onChange={onChange} time={control.type === 'datetimepicker'} disabled={disabled} />;
    case 'pdatepicker':
    case 'pdatetimepicker':
      return <PersianDatePicker id={id} value={value} onChange={onChange} time={control.type === 'pdatetimepicker'} disabled={disabled} />;
    case 'timepicker':
      return <TimeOfDayPicker id={id} value={value} onChange={onChange} disabled={disabled} />;
    case 'select':
      return (
        <>
          <Select
            {...common}
            allowClear
            showSearch
            value={text(value) || undefined}
            onChange={(v) => onChange(v ?? null)}
            options={options()}
            style={{ width: '100%' }}
            data-testid={`data-select-${control.name}`}
          />
          <OptionsNote control={control} />
        </>
      );
    case 'radio':
      return (
        <>
          <Radio.Group {...common} value={text(value) || undefined} onChange={(e) => onChange(e.target.value)} options={options()} />
          <OptionsNote control={control} />
        </>
      );
    case 'multicheck':
      return (
        <>
          <Checkbox.Group {...common} value={list(value)} onChange={(checked) => onChange(checked)} options={options()} />
          <OptionsNote control={control} />
        </>
      );
    case 'form':
      return (
        <Select
          {...common}
          allowClear
          showSearch
          placeholder={t('datacontent.form.choose')}
          value={text(value) || undefined}
          onChange={(v) => onChange(v ?? null)}
          options={[...new Set([...(formTemplates ?? []).map((f) => f.componentName), ...(text(value) ? [text(value)] : [])])].map(
            (name) => ({
              value: name,
              label: <bdi dir="ltr">{name}</bdi>,
            }),
          )}
          style={{ width: '100%' }}
        />
      );
  }
}
