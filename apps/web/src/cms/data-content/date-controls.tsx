import { DATE_FORMAT, DATE_TIME_FORMAT } from '@store/domain';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useJalaliPickerLocale } from '../../dashboard/entity/use-picker-locale';
import { toApiDate } from '../../i18n/date-format';
import { useTranslation } from '../../i18n/use-translation';
import { JalaliDatePicker, jalaliMonths, jalaliValue } from './jalali-picker';

interface DateProps {
  value: unknown;
  onChange: (value: string | null) => void;
  time: boolean;
  disabled?: boolean;
  id?: string;
}

/** What a picked date is stored as: `YYYY-MM-DD`, or an ISO date-time (UTC), Gregorian whatever the picker's calendar. */
const stored = (picked: Dayjs | null, time: boolean): string | null => {
  if (!picked) return null;
  return time ? picked.calendar('gregory').toISOString() : toApiDate(picked);
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The picker's value, the same object until the stored text changes: a new one on every render
 * makes the picker take it as a new value and wipe a date being typed (range-filter.tsx).
 */
const useStable = (stored: string | null, read: (stored: string) => Dayjs | null) =>
  // biome-ignore lint/correctness/useExhaustiveDependencies: read is a pure function of stored
  useMemo(() => (stored ? read(stored) : null), [stored]);

/** What both calendars' pickers share: the stored value on change, the time when asked, the formats. */
const pickerProps = ({ onChange, time, disabled, id }: Omit<DateProps, 'value'>) => ({
  id,
  onChange: (picked: Dayjs | null) => onChange(stored(picked, time)),
  showTime: time ? { format: 'HH:mm' } : false,
  format: time ? DATE_TIME_FORMAT : DATE_FORMAT,
  disabled,
  style: { width: '100%' },
});

/** `datepicker` / `datetimepicker`: the reader's calendar (Jalali in Persian, as the app's pickers are). */
export function ReaderDatePicker({ value, onChange, time, disabled, id }: DateProps) {
  const locale = useJalaliPickerLocale();
  const picked = useStable(text(value), (iso) => dayjs(iso));
  return <DatePicker value={picked} {...pickerProps({ onChange, time, disabled, id })} locale={locale} />;
}

/** `pdatepicker` / `pdatetimepicker`: Jalali in every language (jalali-picker.tsx). */
export function PersianDatePicker({ value, onChange, time, disabled, id }: DateProps) {
  const { i18n } = useTranslation();
  const base = useJalaliPickerLocale();
  const locale = { ...base, lang: { ...base.lang, shortMonths: jalaliMonths(i18n.language) } };
  const picked = useStable(text(value), jalaliValue);
  return <JalaliDatePicker value={picked} {...pickerProps({ onChange, time, disabled, id })} locale={locale} data-calendar="jalali" />;
}

/** `timepicker`: `HH:mm` on a 24-hour clock. */
export function TimeOfDayPicker({ value, onChange, disabled, id }: Omit<DateProps, 'time'>) {
  const picked = useStable(text(value), (hhmm) => dayjs(`2000-01-01T${hhmm}`));
  return (
    <TimePicker
      id={id}
      value={picked}
      onChange={(picked) => onChange(picked ? picked.format('HH:mm') : null)}
      format="HH:mm"
      disabled={disabled}
    />
  );
}
