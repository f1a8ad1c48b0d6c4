import { isAdmin, isValidLogin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { AddPageLink } from '../../cms/pages/add-page-link';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../../ui/button';
import { SignOutButton, UserMenu } from './user-menu';

/**
 * The header's account controls (000 §2, §6): sign in and register when anonymous; for a signed-in
 * user the avatar menu and a sign-out; administrators also get "add page" and the dashboard link.
 */
export function AccountCorner() {
  const { t } = useTranslation();
  const auth = useAuth();
  if (!isValidLogin(auth)) {
    return (
      <div className="account-corner">
        <LinkButton to="/Authentication" variant="text" icon="login" data-testid="signin-link">
          {t('auth.signin')}
        </LinkButton>
        <LinkButton to="/Authentication?tab=register" variant="primary" icon="userAdd" className="account-corner__register">
          {t('auth.register')}
        </LinkButton>
      </div>
    );
  }
  const admin = isAdmin(auth);
  return (
    <div className="account-corner">
      {admin ? <AddPageLink /> : null}
      {admin ? (
        <LinkButton to="/dashboard" variant="ghost" icon="dashboard" data-testid="dashboard-link" className="account-corner__dashboard">
          {t('header.dashboard')}
        </LinkButton>
      ) : null}
      <UserMenu auth={auth} />
      <SignOutButton />
    </div>
  );
}
