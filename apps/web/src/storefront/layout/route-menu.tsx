import { publicRoutes, rolesAllow } from '@store/domain/public';
import { NavLink } from 'react-router';
import { bareLink, hasRequiredParam } from '../../app/route-paths';
import { isValidLogin, rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { RouteGlyph } from '../../ui/icons';

/** The public route menu (000 §2): routes flagged `showmenu` that this visitor may open. */
export function RouteMenu({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const signedIn = isValidLogin(auth);
  const items = publicRoutes
    .filter((r) => r.showmenu && r.layout === 'theme_melk' && !hasRequiredParam(r.path))
    .filter((r) => (r.auth === true ? signedIn && rolesAllow(r, rolesOf(auth)) : r.auth === false));
  return (
    <ul className={vertical ? 'route-menu route-menu--vertical' : 'route-menu'}>
      {items.map((r) => (
        <li key={r.key}>
          <NavLink to={bareLink(r.path)} end={r.path === '/'} className="route-menu__link" onClick={onNavigate}>
            <RouteGlyph name={r.icon} />
            <span>{t(r.title)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
