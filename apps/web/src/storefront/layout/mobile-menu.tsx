import { NavLink } from 'react-router';
import { isAdmin, isValidLogin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/dialog';
import { Icon, type IconName } from '../../ui/icons';
import { LanguageSwitcher } from './language-switcher';
import { DrawerPagesMenu } from './pages-menu';
import { RouteMenu } from './route-menu';

interface DrawerLinkProps {
  to: string;
  icon: IconName;
  label: string;
  onClose: () => void;
  testId?: string;
}

/** One link of the drawer; choosing it closes the drawer. */
function DrawerLink({ to, icon, label, onClose, testId }: DrawerLinkProps) {
  return (
    <li>
      <NavLink to={to} className="route-menu__link" onClick={onClose} data-testid={testId}>
        <Icon name={icon} />
        <span>{label}</span>
      </NavLink>
    </li>
  );
}

/**
 * The phone's menu (000 §2): every item of the header — the route menu, the top-menu pages, the
 * account links (sign in and register, or the dashboard for administrators) and the languages. It
 * closes after a choice.
 */
export function MobileMenu({ open, onClose, title }: { open: boolean; onClose: () => void; title: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const signedIn = isValidLogin(auth);
  return (
    <Dialog open={open} onClose={onClose} title={title} kind="drawer" testId="mobile-menu">
      <nav aria-label={t('nav.main')}>
        <RouteMenu vertical onNavigate={onClose} />
        <DrawerPagesMenu onNavigate={onClose} />
        <ul className="route-menu route-menu--vertical">
          {signedIn ? (
            isAdmin(auth) ? (
              <DrawerLink to="/dashboard" icon="dashboard" label={t('header.dashboard')} onClose={onClose} testId="drawer-dashboard" />
            ) : null
          ) : (
            <>
              <DrawerLink to="/Authentication" icon="login" label={t('auth.signin')} onClose={onClose} testId="drawer-signin" />
              <DrawerLink to="/Authentication?tab=register" icon="userAdd" label={t('auth.register')} onClose={onClose} />
            </>
          )}
        </ul>
      </nav>
      <div className="mobile-menu__languages">
        <LanguageSwitcher />
      </div>
    </Dialog>
  );
}
