import { LANGUAGES, type Language } from '@store/domain';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/i18n-setup';
import { FlagIcon } from './flag-icon';

/** Language flags (header and dashboard top bar); choosing one sets the locale cookie for 30 days. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Space.Compact role="group" aria-label={t('lang.choose')}>
      {LANGUAGES.map((lang: Language) => {
        const active = i18n.language === lang;
        return (
          <Tooltip key={lang} title={t(`lang.${lang}`)}>
            <Button
              size="small"
              type={active ? 'primary' : 'default'}
              aria-pressed={active}
              aria-label={t(`lang.${lang}`)}
              lang={lang}
              data-testid={`lang-${lang}`}
              className="lang-switch__button"
              onClick={() => void chooseLanguage(lang)}
              icon={<FlagIcon language={lang} />}
            >
              {compact ? null : lang.toUpperCase()}
            </Button>
          </Tooltip>
        );
      })}
    </Space.Compact>
  );
}
