import { PersianDatePicker, ReaderDatePicker } from '../../cms/data-content/date-controls';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A date of birth as a Form.Item gives it: the stored `YYYY-MM-DD`, picked in the reader's
 * calendar (Jalali in Persian, Gregorian otherwise). The profile page and the customer wizard share it.
 */
export function DateOfBirth({ id, value, onChange }: { id: string; value?: string | null; onChange?: (value: string | null) => void }) {
  const { i18n } = useTranslation();
  const Picker = i18n.language === 'fa' ? PersianDatePicker : ReaderDatePicker;
  return <Picker id={id} value={value ?? null} onChange={(picked) => onChange?.(picked)} time={false} />;
}
