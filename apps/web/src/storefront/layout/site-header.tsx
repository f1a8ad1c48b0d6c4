import { useState } from 'react';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { HeaderBrand } from '../../cms/site/header-brand';
import { SiteToolsSlot } from '../../cms/site/site-tools-slot';
import { useSiteInformation } from '../../cms/site/use-site-information';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import { AccountCorner } from './account-corner';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { HeaderPagesMenu } from './pages-menu';
import { RouteMenu } from './route-menu';
import '../../cms/site/site.css';

/**
 * The public header (000 §2): today's date and the languages; the store's logo (else its name),
 * the route menu, the top-menu pages and the account corner; on a phone a menu button opens the
 * drawer holding every item. Administrators get the toolbox that edits the header and footer.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const site = useSiteInformation();
  const { date } = useFormatters();
  const [menuOpen, setMenuOpen] = useState(false);
  const today = new Date();
  const label = storeLabel(store, t('app.store.fallback'));

  return (
    <header className="site-header site-editable" data-testid="site-header">
      <SiteToolsSlot />
      <div className="site-header__strip">
        <div className="site-container site-header__strip-inner">
          <span>
            <Icon name="calendar" /> {t('header.today')}:{' '}
            <time dateTime={today.toISOString().slice(0, 10)} data-testid="today-date">
              {date(today)}
            </time>
          </span>
          <LanguageSwitcher />
        </div>
      </div>
      <div className="site-container site-header__bar">
        <button
          type="button"
          className="btn btn--text btn--middle site-header__burger"
          aria-label={t('header.menu.open')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="menu-button"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={22} />
        </button>
        <HeaderBrand site={site} label={label} />
        <nav aria-label={t('nav.main')} className="site-header__nav">
          <RouteMenu />
        </nav>
        <HeaderSearch />
        <HeaderPagesMenu />
        <AccountCorner />
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} title={label} />
    </header>
  );
}
