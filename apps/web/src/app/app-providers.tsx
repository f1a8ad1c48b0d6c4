import { type Language, TOAST } from '@store/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import trTR from 'antd/locale/tr_TR';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { shouldRetry } from '../api/api-error';
import { isRtl } from '../i18n/i18n-setup';
import { registerNotifier } from './app-bridge';
import { PasswordConfirmation } from './password-confirmation';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});

const antdLocales: Record<Language, Locale> = { fa: faIR, en: enUS, tr: trTR };
const PERSIAN_FONT = "Vazirmatn, Tahoma, 'Segoe UI', sans-serif";
const LATIN_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Hands Ant Design's contextual notification API to code outside React (the API client's 401). */
function NotifierBridge() {
  const { notification } = App.useApp();
  useEffect(() => registerNotifier(notification), [notification]);
  return null;
}

/** Query cache, Ant Design direction / locale / font per language, toasts placed per direction (000 §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = (i18n.language in antdLocales ? i18n.language : 'fa') as Language;
  const rtl = isRtl(language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        direction={rtl ? 'rtl' : 'ltr'}
        locale={antdLocales[language]}
        theme={{
          token: { colorPrimary: '#0f766e', fontFamily: language === 'fa' ? PERSIAN_FONT : LATIN_FONT, borderRadius: 8 },
          components: { Menu: { itemSelectedBg: '#ccfbf1', itemSelectedColor: '#0f766e', subMenuItemBg: 'transparent' } },
        }}
      >
        <App
          notification={{ placement: rtl ? 'topLeft' : 'topRight', duration: TOAST.displayMs / 1000 }}
          message={{ duration: TOAST.displayMs / 1000 }}
        >
          <NotifierBridge />
          {/* The password prompt any power change may ask for (the API client opens it). */}
          <PasswordConfirmation />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
