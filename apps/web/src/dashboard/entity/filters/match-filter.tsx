import type { ControlName, EntityDef } from '@store/domain';
import { Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DecimalInput } from '../controls/decimal-input';
import { RefSelect } from '../ref-select';
import { useEnumLabel } from '../use-enum-label';
import { useNamedInputButtons } from '../use-named-input-buttons';
import type { FilterSpec } from './filter-specs';

export interface MatchFilterProps {
  entity: EntityDef;
  spec: FilterSpec;
  /** Fixed by the address (a route parameter's value): shown, not changed. */
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

const injected = ({ entity: _e, spec: _s, ...rest }: MatchFilterProps) => rest as Record<string, unknown>;
const WIDE = { style: { minWidth: 160, maxWidth: '100%' } };

function YesNoFilter(props: MatchFilterProps) {
  const { t } = useTranslation();
  const options = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  return <Select {...injected(props)} {...WIDE} allowClear placeholder={t('common.all')} options={options} />;
}

function EnumFilter(props: MatchFilterProps) {
  const { t } = useTranslation();
  const label = useEnumLabel(props.entity, props.spec.name);
  return (
    <Select
      {...injected(props)}
      {...WIDE}
      mode={props.spec.list ? 'multiple' : undefined}
      allowClear
      placeholder={t('common.all')}
      options={(props.spec.field.options ?? []).map((o) => ({ value: o, label: label(o) }))}
    />
  );
}

function RefFilter(props: MatchFilterProps) {
  const { t } = useTranslation();
  return (
    <RefSelect
      {...injected(props)}
      {...WIDE}
      field={props.spec.field}
      multiple={props.spec.list}
      allowClear
      placeholder={t('common.all')}
    />
  );
}

/** A free-text filter whose clear button is named in the page's language. */
function TextFilter({ dir, ...props }: MatchFilterProps & { dir?: 'ltr' }) {
  const { clearable } = useNamedInputButtons();
  return <Input {...injected(props)} dir={dir} allowClear={clearable} />;
}

const text = (props: MatchFilterProps) => <TextFilter {...props} />;

/**
 * The equality (or contains, or in-list) filter of a field, per `ControlName`. Kinds with a range
 * filter (numbers, money, dates) get the from/to pair instead, so their entries here are fallbacks.
 */
export const MATCH_FILTERS: Record<ControlName, (props: MatchFilterProps) => ReactNode> = {
  text,
  textarea: text,
  translatable: text,
  ltr: (props) => <TextFilter {...props} dir="ltr" />,
  // A secret is never filterable (the engine refuses it): a fallback for the record's type.
  password: (props) => <TextFilter {...props} dir="ltr" />,
  json: text,
  integer: (props) => <DecimalInput {...injected(props)} style={{ width: 140 }} />,
  decimal: (props) => <DecimalInput {...injected(props)} style={{ width: 140 }} />,
  date: text,
  datetime: text,
  switch: (props) => <YesNoFilter {...props} />,
  select: (props) => <EnumFilter {...props} />,
  ref: (props) => <RefFilter {...props} />,
  refs: (props) => <RefFilter {...props} />,
};
