import { LANGUAGES, type Language } from '@store/domain/public';
import { FlagIcon } from '../../components/flag-icon';
import { chooseLanguage } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';

/** Language flags (header, plain pages, dashboard top bar); choosing one sets the locale cookie for 30 days. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="lang-switch">
      <legend className="sr-only">{t('lang.choose')}</legend>
      {LANGUAGES.map((lang: Language) => {
        const active = i18n.language === lang;
        return (
          <button
            key={lang}
            type="button"
            className="btn btn--small lang-switch__button"
            aria-pressed={active}
            // The language's own name, the same as its words where they show (on a narrow bar only the flag shows).
            aria-label={t(`lang.${lang}`)}
            title={t(`lang.${lang}`)}
            lang={lang}
            data-testid={`lang-${lang}`}
            onClick={() => void chooseLanguage(lang)}
          >
            <FlagIcon language={lang} />
            {compact ? null : <span className="lang-switch__label">{t(`lang.${lang}`)}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
