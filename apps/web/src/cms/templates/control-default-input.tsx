import type { ControlType } from '@store/domain';
import { Input, Select, Switch } from 'antd';
import { DecimalInput } from '../../dashboard/entity/controls/decimal-input';

interface DefaultInputProps {
  id: string;
  type: ControlType;
  options: readonly string[];
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
}

/**
 * A control's default value, for the types the builder offers one (`takesDefault`): one plain value
 * of the control's own kind. The server judges it as a value of the control (control-definition.ts).
 */
export function ControlDefaultInput({ id, type, options, value, onChange, label }: DefaultInputProps) {
  const text = typeof value === 'string' ? value : '';
  const choices = options.map((option) => ({ value: option, label: <bdi>{option}</bdi> }));
  switch (type) {
    case 'toggle':
      return <Switch id={id} checked={value === true} onChange={onChange} aria-label={label} />;
    case 'number':
      return <DecimalInput id={id} value={text || null} onChange={(v) => onChange(v ?? '')} aria-label={label} />;
    case 'multiline':
      return <Input.TextArea id={id} rows={2} value={text} onChange={(e) => onChange(e.target.value)} aria-label={label} />;
    case 'link':
      return <Input id={id} dir="ltr" value={text} onChange={(e) => onChange(e.target.value)} aria-label={label} />;
    case 'select':
    case 'radio':
      return (
        <Select id={id} allowClear value={text || undefined} options={choices} onChange={(v) => onChange(v ?? '')} aria-label={label} />
      );
    case 'multicheck':
      return (
        <Select
          id={id}
          mode="multiple"
          allowClear
          value={Array.isArray(value) ? (value as string[]) : []}
          options={choices}
          onChange={onChange}
          aria-label={label}
        />
      );
    default:
      return <Input id={id} value={text} onChange={(e) => onChange(e.target.value)} aria-label={label} />;
  }
}
