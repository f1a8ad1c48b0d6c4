import { Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { toApiDate } from '../../../i18n/date-format';
import { useTranslation } from '../../../i18n/use-translation';
import { DatePicker } from '../controls/date-picker';
import { DecimalInput } from '../controls/decimal-input';
import { useJalaliPickerLocale } from '../use-picker-locale';
import { DATE_CONTROLS, type FilterSpec, type RangeValue } from './filter-specs';

interface RangeFilterProps {
  spec: FilterSpec;
  /** The field's label, for the inputs' names. */
  label: string;
  /** Injected by Form.Item. */
  value?: RangeValue;
  onChange?: (value: RangeValue) => void;
  id?: string;
}

const dayOf = (text: string | undefined) => (text ? dayjs(text) : null);

function DateRange({ spec, value, onChange, id }: RangeFilterProps) {
  const { t } = useTranslation();
  const locale = useJalaliPickerLocale();
  const time = spec.control === 'datetime';
  const out = (d: Dayjs | null | undefined) => (d ? (time ? d.toISOString() : toApiDate(d)) : undefined);
  // A new value array on every render (the list's answer arriving re-renders this) makes the
  // picker take it as a new value and wipe a date being typed: the same dates, the same array.
  const from = value?.from;
  const to = value?.to;
  const dates = useMemo(() => [dayOf(from), dayOf(to)] as [Dayjs | null, Dayjs | null], [from, to]);
  return (
    <DatePicker.RangePicker
      id={id}
      locale={locale}
      showTime={time}
      allowEmpty={[true, true]}
      placeholder={[t('entity.filter.from'), t('entity.filter.to')]}
      value={dates}
      onChange={(dates) => onChange?.({ from: out(dates?.[0]), to: out(dates?.[1]) })}
      className="range-filter__dates"
      data-testid={`filter-${spec.name}-range`}
    />
  );
}

function NumberRange({ spec, label, value, onChange, id }: RangeFilterProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact className="range-filter__numbers">
      <DecimalInput
        id={`${id}_from`}
        placeholder={t('entity.filter.from')}
        aria-label={`${label} — ${t('entity.filter.from')}`}
        value={value?.from}
        onChange={(from) => onChange?.({ ...value, from })}
        data-testid={`filter-${spec.name}-from`}
      />
      <DecimalInput
        id={`${id}_to`}
        placeholder={t('entity.filter.to')}
        aria-label={`${label} — ${t('entity.filter.to')}`}
        value={value?.to}
        onChange={(to) => onChange?.({ ...value, to })}
        data-testid={`filter-${spec.name}-to`}
      />
    </Space.Compact>
  );
}

/** A from/to pair: a range picker (Jalali in Persian) for dates, two inputs for numbers and money. */
export function RangeFilter(props: RangeFilterProps) {
  return DATE_CONTROLS.has(props.spec.control) ? <DateRange {...props} /> : <NumberRange {...props} />;
}
