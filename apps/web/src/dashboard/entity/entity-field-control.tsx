import { DATE_FORMAT, DATE_TIME_FORMAT, type EntityDef, type FieldDef } from '@store/domain';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import { useEnumLabel } from './field-value';
import { RefSelect } from './ref-select';
import { useJalaliPickerLocale } from './use-picker-locale';

interface ControlProps {
  entity: EntityDef;
  name: string;
  field: FieldDef;
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** The control of one field, chosen by its kind (text → Input, boolean → Switch, ref → Select…). */
export function EntityFieldControl({ entity, name, field, ...props }: ControlProps) {
  const enumLabel = useEnumLabel(entity, name);
  const pickerLocale = useJalaliPickerLocale();
  const any = props as Record<string, unknown>;
  switch (field.kind) {
    case 'longtext':
      return <Input.TextArea {...any} autoSize={{ minRows: 3, maxRows: 12 }} />;
    case 'json':
      return <Input.TextArea {...any} dir="ltr" autoSize={{ minRows: 4, maxRows: 16 }} style={{ fontFamily: 'monospace' }} />;
    case 'boolean': {
      const { value, ...rest } = any;
      return <Switch {...rest} checked={Boolean(value)} />;
    }
    case 'integer':
      return <InputNumber {...any} precision={0} style={{ width: '100%' }} />;
    case 'decimal':
      return <InputNumber<string> {...any} stringMode style={{ width: '100%' }} />;
    case 'ref':
      return <RefSelect {...any} field={field} allowClear />;
    case 'enum':
      return <Select {...any} allowClear options={(field.options ?? []).map((o) => ({ value: o, label: enumLabel(o) }))} />;
    case 'date':
      return <DatePicker {...any} format={DATE_FORMAT} locale={pickerLocale} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...any} showTime format={DATE_TIME_FORMAT} locale={pickerLocale} style={{ width: '100%' }} />;
    case 'url':
      return <Input {...any} dir="ltr" inputMode="url" />;
    case 'email':
      return <Input {...any} dir="ltr" inputMode="email" />;
    case 'phone':
      return <Input {...any} dir="ltr" inputMode="tel" />;
    case 'image':
      return <Input {...any} dir="ltr" />;
    default:
      return <Input {...any} />;
  }
}
