import { type Language, MODAL_MIN_WIDTH } from '@store/domain/public';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import trTR from 'antd/locale/tr_TR';
import type { ReactNode } from 'react';
import { isRtl } from '../i18n/i18n-setup';
import { useTranslation } from '../i18n/use-translation';
import { PasswordConfirmation } from './password-confirmation';
import '../i18n/dayjs-calendar';

const antdLocales: Record<Language, Locale> = { fa: faIR, en: enUS, tr: trTR };
const PERSIAN_FONT = "Vazirmatn, system-ui, -apple-system, 'Segoe UI', Roboto, Tahoma, sans-serif";
const LATIN_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * Ant Design's direction, locale and font per language, for the screens built with it: the
 * dashboard, the account's security screens and the administrators' editing tools. Its own chunk:
 * a visitor's page never loads it (lazy-antd.tsx).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = (i18n.language in antdLocales ? i18n.language : 'fa') as Language;
  return (
    <ConfigProvider
      direction={isRtl(language) ? 'rtl' : 'ltr'}
      locale={antdLocales[language]}
      theme={{
        token: {
          colorPrimary: '#0f766e',
          colorError: '#c62828',
          fontFamily: language === 'fa' ? PERSIAN_FONT : LATIN_FONT,
          borderRadius: 8,
        },
        components: { Menu: { itemSelectedBg: '#ccfbf1', itemSelectedColor: '#0f766e', subMenuItemBg: 'transparent' } },
      }}
      // Every dialog, confirmations included, at least 600 px wide (spec 000 §9), never wider than a phone.
      modal={{ style: { minWidth: `min(${MODAL_MIN_WIDTH}px, calc(100vw - 16px))` } }}
    >
      <App component={false}>
        {/* The password prompt any power change may ask for (the API client opens it). */}
        <PasswordConfirmation />
        {children}
      </App>
    </ConfigProvider>
  );
}
