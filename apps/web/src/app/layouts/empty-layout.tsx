import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitcher } from '../../storefront/layout/language-switcher';
import { LinkButton } from '../../ui/button';
import './empty-layout.css';

/** Layout `empty`: a plain page (sign in, change password) with a way home and the language flags. */
export function EmptyLayout() {
  const { t } = useTranslation();
  return (
    <div className="empty-layout">
      <header className="empty-layout__bar">
        <LinkButton to="/" variant="text" icon="home" data-testid="home-link">
          {t('footer.home')}
        </LinkButton>
        <LanguageSwitcher />
      </header>
      <main id="main" className="empty-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
