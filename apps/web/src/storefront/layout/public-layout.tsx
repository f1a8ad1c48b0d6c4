import { Outlet } from 'react-router';
import { useStoreMissing } from '../../api/use-store-info';
import { useTranslation } from '../../i18n/use-translation';
import { NotFoundPage } from '../screens/not-found-page';
import { useTheme } from '../themes/use-theme';
import '../themes/themes.css';
import { FilterBar } from './filter-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './storefront.css';

/**
 * Layout `theme_melk` (000 §2): the public pages' header, filters, main region and footer, in the
 * store's theme (its colours and shapes: themes.css; its home: screens/home-page.tsx).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const storeMissing = useStoreMissing();
  const theme = useTheme();
  return (
    <div className="site" data-theme={theme} data-testid="site">
      <a href="#main" className="skip-link">
        {t('a11y.skip')}
      </a>
      <SiteHeader />
      <FilterBar />
      <main id="main" className="site-main">
        {storeMissing ? <NotFoundPage /> : <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
