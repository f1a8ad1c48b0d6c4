import { publicRoutes, rolesAllow, settingIsTrue } from '@store/domain/public';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSettings } from '../../api/use-app-settings';
import { bareLink, hasRequiredParam } from '../../app/route-paths';
import { ADDRESSES_PATH, CHANGE_PASSWORD_PATH, PROFILE_PATH, SECURITY_PATH } from '../../app/web-routes';
import { type AuthRecord, displayName, rolesOf } from '../../auth/auth-storage';
import { useTranslation } from '../../i18n/use-translation';
import { Icon, RouteGlyph } from '../../ui/icons';
import { MenuButton, type MenuEntry } from '../../ui/menu-button';
import { SignOutDialog } from './sign-out-dialog';

/** The account's product screens: shown only while the store takes customers' products. */
const CUSTOMER_PRODUCT_ROUTES = new Set(['myProducts', 'myNewProducts']);
// PRODUCT_SETTINGS.customerCanAdd, named here: the domain's product rules are not in its light `public` entry.
const CUSTOMERS_ADD_PRODUCTS = 'product.customercanadd';

/** Signed-in routes of the account area the user may open (tickets, favorites, my customers…). */
function accountRoutes(auth: AuthRecord, customersAddProducts: boolean) {
  const roles = rolesOf(auth);
  return publicRoutes.filter(
    (r) =>
      r.auth === true &&
      r.layout !== 'dashboard' &&
      r.key !== 'changePassword' &&
      !hasRequiredParam(r.path) &&
      rolesAllow(r, roles) &&
      (customersAddProducts || !CUSTOMER_PRODUCT_ROUTES.has(r.key)),
  );
}

/** The picture's address: the auth record names the stored address (older records, a bare file name). */
const avatarAddress = (logo: string) => (logo.startsWith('/') ? logo : `/api/cms/avatar/${encodeURIComponent(logo)}`);

/** Avatar menu (000 §2): profile, addresses, dashboard, tickets and the other account routes, password, two-factor, sign-out. */
export function UserMenu({ auth }: { auth: AuthRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const dashboard = publicRoutes.find((r) => r.key === 'dashboard');
  const canDashboard = dashboard ? rolesAllow(dashboard, rolesOf(auth)) : false;
  const name = displayName(auth);
  const customersAddProducts = settingIsTrue(useAppSettings()?.[CUSTOMERS_ADD_PRODUCTS]);

  const items: MenuEntry[] = [
    { key: 'profile', heading: `${t('auth.profile')}: ${name}` },
    { key: PROFILE_PATH, icon: <Icon name="user" />, label: t('route.accountProfile'), testId: 'menu-profile' },
    { key: ADDRESSES_PATH, icon: <Icon name="pin" />, label: t('route.accountAddresses'), testId: 'menu-addresses' },
    ...(canDashboard ? [{ key: '/dashboard', icon: <Icon name="dashboard" />, label: t('header.dashboard') }] : []),
    ...accountRoutes(auth, customersAddProducts).map((r) => ({
      key: bareLink(r.path),
      icon: <RouteGlyph name={r.icon} />,
      label: t(r.title),
      testId: `menu-${r.key}`,
    })),
    { key: 'd1', divider: true },
    { key: CHANGE_PASSWORD_PATH, icon: <Icon name="key" />, label: t('route.changePassword'), testId: 'menu-changepassword' },
    { key: SECURITY_PATH, icon: <Icon name="shield" />, label: t('account.menu.security'), testId: 'menu-security' },
    { key: 'd2', divider: true },
    { key: 'signout', icon: <Icon name="logout" />, label: t('auth.signout'), danger: true, testId: 'menu-signout' },
  ];

  return (
    <>
      <MenuButton
        items={items}
        label={`${t('auth.account')}: ${name}`}
        testId="user-menu"
        onChoose={(key) => (key === 'signout' ? setSigningOut(true) : void navigate(key))}
      >
        {auth.logo ? (
          <img className="avatar" src={avatarAddress(auth.logo)} alt="" />
        ) : (
          <Icon name="user" className="avatar avatar--icon" />
        )}
        <span className="user-menu__name" dir="auto">
          {name}
        </span>
        <Icon name="down" size={14} />
      </MenuButton>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </>
  );
}

/** The header's own sign-out button (issue 11: as well as the avatar menu's). */
export function SignOutButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--text btn--middle header-signout"
        onClick={() => setOpen(true)}
        data-testid="header-signout"
        aria-label={t('header.signout')}
        title={t('header.signout')}
      >
        <Icon name="logout" />
      </button>
      <SignOutDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
