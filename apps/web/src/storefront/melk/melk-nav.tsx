import { publicRoutes, rolesAllow } from '@store/domain';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { bareLink, hasRequiredParam } from '../../app/route-paths';
import { isValidLogin, rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { RouteIcon } from '../../components/route-icon';

/** Whether `path` is the menu entry's or below it (`/p/x` is under `/p`, `/pages` is not). */
function isUnder(path: string, key: string): boolean {
  const [p, k] = [path.toLowerCase(), key.toLowerCase()];
  return k === '/' ? p === '/' : p === k || p.startsWith(`${k}/`);
}

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
  const selected = items.filter((i) => isUnder(location.pathname, i.key)).map((i) => i.key);
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
