import { useTranslation } from '../../i18n/use-translation';

/** The field people never see and bots fill in (the server keeps nothing they send). */
export function FormTrap({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="public-form__trap" aria-hidden="true">
      <label>
        {t('forms.honeypot')}
        <input name={name} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
