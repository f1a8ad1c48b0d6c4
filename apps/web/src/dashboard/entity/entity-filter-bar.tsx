import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { DATE_FORMAT, type EntityDef, type FieldDef, filterableFields } from '@store/domain';
import { Button, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiDate } from '../../i18n/date-format';
import { useEnumLabel } from './field-value';
import { RefSelect } from './ref-select';
import { useJalaliPickerLocale } from './use-picker-locale';

type FilterValue = string | number | Dayjs | null | undefined;

function toControl(field: FieldDef, value: string | undefined): FilterValue {
  if (value === undefined) return undefined;
  if (field.kind === 'ref' || field.kind === 'integer') return Number(value);
  if (field.kind === 'date') return dayjs(value);
  return value;
}

function fromControl(value: FilterValue): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (dayjs.isDayjs(value)) return toApiDate(value);
  return String(value).trim() || undefined;
}

interface FilterControlProps {
  entity: EntityDef;
  name: string;
  field: FieldDef;
  /** Injected by Form.Item: value, onChange, id. */
  [injected: string]: unknown;
}

function FilterControl({ entity, name, field, ...injected }: FilterControlProps) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel(entity, name);
  const pickerLocale = useJalaliPickerLocale();
  const common = { ...injected, allowClear: true, style: { minWidth: 160 } };
  switch (field.kind) {
    case 'boolean':
      return (
        <Select
          {...common}
          placeholder={t('common.all')}
          options={[
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ]}
        />
      );
    case 'ref':
      return <RefSelect {...common} field={field} placeholder={t('common.all')} />;
    case 'enum':
      return (
        <Select {...common} placeholder={t('common.all')} options={(field.options ?? []).map((o) => ({ value: o, label: enumLabel(o) }))} />
      );
    case 'integer':
      return <InputNumber {...injected} style={{ minWidth: 120 }} />;
    case 'decimal':
      return <InputNumber<string> {...injected} stringMode style={{ minWidth: 120 }} />;
    case 'date':
      return <DatePicker {...injected} format={DATE_FORMAT} locale={pickerLocale} />;
    default:
      return <Input {...injected} allowClear />;
  }
}

/** One control per filterable field (`?field=value`), applied with Filter, removed with Clear. */
export function EntityFilterBar({
  entity,
  filters,
  onChange,
}: {
  entity: EntityDef;
  filters: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const fields = filterableFields(entity);
  useEffect(() => {
    const values: Record<string, FilterValue> = {};
    for (const [name, field] of filterableFields(entity)) values[name] = toControl(field, filters[name]) ?? null;
    form.setFieldsValue(values);
  }, [entity, filters, form]);
  if (fields.length === 0) return null;
  const apply = (values: Record<string, FilterValue>) => {
    const out: Record<string, string> = {};
    for (const [name] of fields) {
      const value = fromControl(values[name]);
      if (value !== undefined) out[name] = value;
    }
    onChange(out);
  };
  return (
    <Form form={form} name="filters" layout="inline" onFinish={apply} className="entity-filters" data-testid="entity-filters">
      {fields.map(([name, field]) => (
        <Form.Item key={name} name={name} label={t(`field.${entity.name}.${name}`)}>
          <FilterControl entity={entity} name={name} field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<FilterOutlined />} data-testid="filter-apply">
          {t('common.filter')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<ClearOutlined />} onClick={() => onChange({})} data-testid="filter-clear">
          {t('common.clearfilter')}
        </Button>
      </Form.Item>
    </Form>
  );
}
