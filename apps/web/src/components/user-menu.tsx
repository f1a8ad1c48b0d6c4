import { DashboardOutlined, DownOutlined, KeyOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { publicRoutes, rolesAllow } from '@store/domain';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bareLink, hasRequiredParam } from '../app/route-paths';
import { CHANGE_PASSWORD_PATH, SECURITY_PATH } from '../app/web-routes';
import { type AuthRecord, displayName, rolesOf } from '../auth/auth-storage';
import { RouteIcon } from './route-icon';
import { SignOutDialog } from './sign-out-dialog';

/** Signed-in routes of the account area the user may open (tickets, favorites, my customers…). */
function accountRoutes(auth: AuthRecord) {
  const roles = rolesOf(auth);
  return publicRoutes.filter(
    (r) => r.auth === true && r.layout !== 'dashboard' && r.key !== 'changePassword' && !hasRequiredParam(r.path) && rolesAllow(r, roles),
  );
}

/** Avatar menu: profile header, dashboard, the account routes, password and two-factor security, sign-out. */
export function UserMenu({ auth }: { auth: AuthRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const dashboard = publicRoutes.find((r) => r.key === 'dashboard');
  const canDashboard = dashboard ? rolesAllow(dashboard, rolesOf(auth)) : false;
  const name = displayName(auth);

  const items: MenuProps['items'] = [
    { key: 'profile', type: 'group', label: `${t('auth.profile')}: ${name}` },
    ...(canDashboard ? [{ key: '/dashboard', icon: <DashboardOutlined />, label: t('header.dashboard') }] : []),
    ...accountRoutes(auth).map((r) => ({
      key: bareLink(r.path),
      icon: <RouteIcon name={r.icon} />,
      label: t(r.title),
    })),
    { type: 'divider' },
    { key: CHANGE_PASSWORD_PATH, icon: <KeyOutlined />, label: t('route.changePassword'), 'data-testid': 'menu-changepassword' },
    { key: SECURITY_PATH, icon: <SafetyOutlined />, label: t('account.menu.security'), 'data-testid': 'menu-security' },
    { type: 'divider' },
    { key: 'signout', icon: <LogoutOutlined />, label: t('auth.signout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'signout') setSigningOut(true);
    else void navigate(key);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" aria-label={t('auth.account')} data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} src={auth.logo ? `/api/cms/avatar/${auth.logo}` : undefined} />
          <span className="user-menu__name">{name}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </>
  );
}
