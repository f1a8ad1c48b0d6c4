import { CalendarOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import type { AuthRecord } from '../../auth/auth-storage';
import { isRtl } from '../../i18n/i18n-setup';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitcher } from '../../storefront/layout/language-switcher';
import { SignOutDialog } from '../../storefront/layout/sign-out-dialog';
import { UserMenu } from '../../storefront/layout/user-menu';
import { RouteSearch } from './route-search';
import { StorageUsageBar } from './storage-usage-bar';
import { StoreSwitcher } from './store-switcher';

interface TopBarProps {
  auth: AuthRecord;
  collapsed: boolean;
  onToggle: () => void;
}

/** Dashboard top bar: menu toggle, store switcher, route search, today's date, storage, languages, account, sign-out. */
export function DashboardTopBar({ auth, collapsed, onToggle }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const { date } = useFormatters();
  const [signingOut, setSigningOut] = useState(false);
  const today = new Date();
  // In RTL the side menu is on the right, so the fold arrows point the other way.
  const opened = collapsed !== isRtl(i18n.language);
  return (
    <div className="dashboard-top-bar">
      <Button
        type="text"
        icon={opened ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t('dashboard.menu.toggle')}
        aria-expanded={!collapsed}
      />
      <StoreSwitcher />
      <RouteSearch />
      <span className="dashboard-top-bar__date">
        <CalendarOutlined aria-hidden /> <span className="sr-only">{t('header.today')}: </span>
        <time dateTime={today.toISOString().slice(0, 10)} data-testid="today-date">
          {date(today)}
        </time>
      </span>
      <StorageUsageBar />
      <Space className="dashboard-top-bar__end" wrap={false}>
        <LanguageSwitcher compact />
        <UserMenu auth={auth} />
        <Tooltip title={t('auth.signout')}>
          <Button
            icon={<LogoutOutlined />}
            aria-label={t('auth.signout')}
            onClick={() => setSigningOut(true)}
            data-testid="signout-button"
          />
        </Tooltip>
      </Space>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </div>
  );
}
