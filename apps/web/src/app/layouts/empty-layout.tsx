import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LinkButton } from '../../components/link-button';
import './empty-layout.css';

/** Layout `empty`: a plain page (sign in, change password) with a way home and the language flags. */
export function EmptyLayout() {
  const { t } = useTranslation();
  return (
    <div className="empty-layout">
      <header className="empty-layout__bar">
        <LinkButton to="/" type="text" icon={<HomeOutlined />}>
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
