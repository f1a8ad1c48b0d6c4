import { publicRoutes, rolesAllow } from '@store/domain';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { bareLink, hasRequiredParam } from '../../app/route-paths';
import { isValidLogin, rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { RouteIcon } from '../../components/route-icon';

/** The public route menu: routes flagged `showmenu` that this visitor may open. */
export function MelkNav({ mode, onNavigate }: { mode: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = isValidLogin(auth);
  const items = publicRoutes
    .filter((r) => r.showmenu && r.layout === 'theme_melk' && !hasRequiredParam(r.path))
    .filter((r) => (r.auth === true ? signedIn && rolesAllow(r, rolesOf(auth)) : r.auth === false))
    .map((r) => ({ key: bareLink(r.path), icon: <RouteIcon name={r.icon} />, label: t(r.title) }));
  const selected = items
    .filter((i) => (i.key === '/' ? location.pathname === '/' : location.pathname.toLowerCase().startsWith(i.key.toLowerCase())))
    .map((i) => i.key);
  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={selected}
      onClick={({ key }) => {
        onNavigate?.();
        void navigate(key);
      }}
      className="melk-nav"
      disabledOverflow={mode === 'horizontal'}
    />
  );
}
