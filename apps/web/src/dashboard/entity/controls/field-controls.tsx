import { type ControlName, DATE_FORMAT, DATE_TIME_FORMAT, type FieldKind } from '@store/domain';
import { Input, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { RefSelect } from '../ref-select';
import { useEnumLabel } from '../use-enum-label';
import { useJalaliPickerLocale } from '../use-picker-locale';
import type { ControlProps } from './control-props';
import { DatePicker } from './date-picker';
import { DecimalInput } from './decimal-input';
import { FileListDisplay } from './file-list-display';
import { TextAreaInput, TextInput } from './text-input';
import { TranslatableInput } from './translatable-input';

/** What Form.Item injected, for the antd control (the declaration stays here). */
const injected = ({ entity: _e, name: _n, field: _f, ...rest }: ControlProps) => rest as Record<string, unknown>;

/** Latin inputs that a phone keyboard can help with. */
const INPUT_MODES: Partial<Record<FieldKind, 'url' | 'email' | 'tel'>> = { url: 'url', email: 'email', phone: 'tel' };

function EnumSelect(props: ControlProps) {
  const label = useEnumLabel(props.entity, props.name);
  return <Select {...injected(props)} allowClear options={(props.field.options ?? []).map((o) => ({ value: o, label: label(o) }))} />;
}

function DateControl({ time, ...props }: ControlProps & { time: boolean }) {
  const locale = useJalaliPickerLocale();
  return (
    <DatePicker
      {...injected(props)}
      showTime={time}
      format={time ? DATE_TIME_FORMAT : DATE_FORMAT}
      locale={locale}
      style={{ width: '100%' }}
    />
  );
}

/**
 * One control per `ControlName` of the field-kind registry. Typed as a full record: a new name
 * in `field-kinds.ts` does not compile until it has a control here.
 */
export const FIELD_CONTROLS: Record<ControlName, (props: ControlProps) => ReactNode> = {
  // Typed text runs in its own direction (a Latin name or a phone number inside a Persian form).
  text: (p) => <TextInput {...injected(p)} />,
  textarea: (p) => <TextAreaInput {...injected(p)} autoSize={{ minRows: 3, maxRows: 12 }} />,
  translatable: (p) => <TranslatableInput {...p} />,
  // Text, not antd's InputNumber, which drops Persian digits: the schema reads any digits as the number.
  integer: (p) => <DecimalInput {...injected(p)} inputMode="numeric" />,
  decimal: (p) => <DecimalInput {...injected(p)} />,
  switch: (p) => {
    const { value, ...rest } = injected(p);
    return <Switch {...rest} checked={Boolean(value)} />;
  },
  date: (p) => <DateControl {...p} time={false} />,
  datetime: (p) => <DateControl {...p} time />,
  select: (p) => <EnumSelect {...p} />,
  ref: (p) => <RefSelect {...injected(p)} field={p.field} allowClear />,
  refs: (p) => <RefSelect {...injected(p)} field={p.field} multiple allowClear />,
  json: (p) =>
    p.field.json?.display === 'files' ? (
      <FileListDisplay value={injected(p).value} entityName={p.entity.name} name={p.name} />
    ) : (
      <Input.TextArea {...injected(p)} dir="ltr" autoSize={{ minRows: 4, maxRows: 16 }} style={{ fontFamily: 'monospace' }} />
    ),
  ltr: (p) => <Input {...injected(p)} dir="ltr" inputMode={INPUT_MODES[p.field.kind]} />,
  // A secret the server keeps sealed (a mail server's password): typed hidden, never filled in from the row.
  password: (p) => <Input.Password {...injected(p)} dir="ltr" autoComplete="new-password" />,
};
