import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MelkFilterBar } from './melk-filter-bar';
import { MelkFooter } from './melk-footer';
import { MelkHeader } from './melk-header';
import './melk.css';

/** Layout `theme_melk`: the property-listing public theme. */
export function ThemeMelkLayout() {
  const { t } = useTranslation();
  return (
    <div className="melk">
      <a href="#main" className="skip-link">
        {t('a11y.skip')}
      </a>
      <MelkHeader />
      <MelkFilterBar />
      <main id="main" className="melk-main">
        <Outlet />
      </main>
      <MelkFooter />
    </div>
  );
}
