import { CalendarOutlined, LoginOutlined, MenuOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { isAdmin, isValidLogin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { AddPageLink } from '../../cms/pages/add-page-link';
import { DrawerPagesMenu, HeaderPagesMenu } from '../../cms/pages/header-pages-menu';
import { HeaderBrand } from '../../cms/site/header-brand';
import { SiteToolsSlot } from '../../cms/site/site-tools-slot';
import { useSiteInformation } from '../../cms/site/use-site-information';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LinkButton } from '../../components/link-button';
import { UserMenu } from '../../components/user-menu';
import { isRtl } from '../../i18n/i18n-setup';
import { useFormatters } from '../../i18n/use-formatters';
import { MelkNav } from './melk-nav';
import '../../cms/site/site.css';

/**
 * Header of the melk theme: date and languages, the store's logo (else its name), route menu and
 * the account corner. Administrators get the toolbox that edits the header and footer.
 */
export function MelkHeader() {
  const { t, i18n } = useTranslation();
  const store = useStoreInfo();
  const site = useSiteInformation();
  const auth = useAuth();
  const { date } = useFormatters();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = isValidLogin(auth);
  const today = new Date();

  return (
    <header className="melk-header site-editable" data-testid="site-header">
      <SiteToolsSlot />
      <div className="melk-header__strip">
        <div className="melk-container melk-header__strip-inner">
          <span>
            <CalendarOutlined /> {t('header.today')}:{' '}
            <time dateTime={today.toISOString().slice(0, 10)} data-testid="today-date">
              {date(today)}
            </time>
          </span>
          <LanguageSwitcher />
        </div>
      </div>
      <div className="melk-container melk-header__bar">
        <Button
          className="melk-header__burger"
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('nav.main')}
          onClick={() => setMenuOpen(true)}
        />
        <HeaderBrand site={site} label={storeLabel(store, t('app.store.fallback'))} />
        <nav aria-label={t('nav.main')} className="melk-header__nav">
          <MelkNav mode="horizontal" />
        </nav>
        <HeaderPagesMenu />
        <Space className="melk-header__account">
          {signedIn && auth ? (
            <>
              {isAdmin(auth) ? <AddPageLink /> : null}
              {isAdmin(auth) ? (
                <LinkButton to="/dashboard" type="primary" ghost data-testid="dashboard-link" className="melk-header__dashboard">
                  {t('header.dashboard')}
                </LinkButton>
              ) : null}
              <UserMenu auth={auth} />
            </>
          ) : (
            <>
              <LinkButton to="/Authentication" type="text" icon={<LoginOutlined />} data-testid="signin-link">
                {t('auth.signin')}
              </LinkButton>
              <LinkButton to="/Authentication?tab=register" type="primary" icon={<UserAddOutlined />}>
                {t('auth.register')}
              </LinkButton>
            </>
          )}
        </Space>
      </div>
      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={storeLabel(store, t('app.store.fallback'))}
        size={280}
        placement={isRtl(i18n.language) ? 'right' : 'left'}
      >
        <nav aria-label={t('nav.main')}>
          <MelkNav mode="inline" onNavigate={() => setMenuOpen(false)} />
          <DrawerPagesMenu onNavigate={() => setMenuOpen(false)} />
        </nav>
      </Drawer>
    </header>
  );
}
