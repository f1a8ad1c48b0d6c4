import { DEFAULT_THEME, THEME_SETTING, THEMES, type Theme } from '@store/domain/public';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api/api-client';
import { useAppSettings } from '../../api/use-app-settings';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { HomePage } from '../screens/home-page';
import { ThemePreviewContext } from './use-theme';
import '../layout/storefront.css';
import './themes.css';

/**
 * `/dashboard/CMS/Theme`: the store's theme. Choosing one shows the storefront's home in it at once
 * (the real header, home and footer, rendered here in that theme, not clickable); Save makes it the
 * store's (`theme` setting).
 */
export function ThemeSettingsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The store's setting itself (not `?theme=`, which only shows another theme).
  const stored = useAppSettings()?.[THEME_SETTING];
  const saved: Theme = (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  const [chosen, setChosen] = useState<Theme | null>(null);
  const [busy, setBusy] = useState(false);
  const theme = chosen ?? saved;

  async function save() {
    setBusy(true);
    try {
      await api('POST', '/api/Settings/saveAppSetting', { body: { name: THEME_SETTING, value: theme } });
      await queryClient.invalidateQueries({ queryKey: ['app-settings'] });
      setChosen(null);
      notify.saved();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="theme-settings" data-testid="theme-settings">
      <Typography.Title level={2}>{t('route.siteTheme')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('route.siteTheme.description')}</Typography.Paragraph>
      <Radio.Group
        value={theme}
        onChange={(e) => setChosen(e.target.value as Theme)}
        className="theme-settings__choices"
        aria-label={t('route.siteTheme')}
      >
        {THEMES.map((name) => (
          <Radio.Button key={name} value={name} className="theme-settings__choice">
            <span data-testid={`theme-${name}`}>
              <strong>{t(`theme.${name}.name`)}</strong>
              <span className="theme-settings__hint">{t(`theme.${name}.hint`)}</span>
            </span>
          </Radio.Button>
        ))}
      </Radio.Group>
      <Space className="theme-settings__actions">
        <Button type="primary" loading={busy} disabled={theme === saved} onClick={() => void save()} data-testid="theme-save">
          {t('common.save')}
        </Button>
        {theme === saved ? <Typography.Text type="secondary">{t('theme.current')}</Typography.Text> : null}
      </Space>
      <Card title={t('theme.preview')} className="theme-settings__preview-card">
        <ThemePreviewContext value={theme}>
          {/* A picture of the storefront: nothing in it takes a click or the keyboard's focus. */}
          <div className="theme-preview" inert data-testid="theme-preview">
            <div className="site" data-theme={theme}>
              <SiteHeader />
              <main className="site-main">
                <HomePage />
              </main>
              <SiteFooter />
            </div>
          </div>
        </ThemePreviewContext>
      </Card>
    </div>
  );
}
