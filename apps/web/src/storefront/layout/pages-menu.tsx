import { NavLink, useNavigate } from 'react-router';
import { pagePath } from '../../cms/pages/page-paths';
import { textIn } from '../../cms/pages/page-texts';
import { usePageList } from '../../cms/pages/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import { MenuButton } from '../../ui/menu-button';

/** The pages flagged `includeInTopMenu`, titles in their own language (and direction). */
function useTopMenuPages() {
  const { i18n } = useTranslation();
  const pages = usePageList(true);
  return (pages.data ?? []).map((page) => {
    const title = textIn(page.title, i18n.language);
    return {
      key: page.slug,
      testId: `header-page-${page.slug}`,
      label: (
        <span lang={title?.lang} dir={title?.dir}>
          {title?.text ?? page.slug}
        </span>
      ),
    };
  });
}

/** The header's quick access to the pages flagged for the top menu (000 §2); nothing when there are none. */
export function HeaderPagesMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useTopMenuPages();
  if (items.length === 0) return null;
  return (
    <MenuButton items={items} onChoose={(slug) => void navigate(pagePath(slug))} testId="header-pages" className="header-pages">
      <Icon name="page" />
      <span>{t('route.pages')}</span>
      <Icon name="down" size={14} />
    </MenuButton>
  );
}

/** The same pages in the mobile menu, under their own heading. */
export function DrawerPagesMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const items = useTopMenuPages();
  if (items.length === 0) return null;
  return (
    <section className="drawer-pages" data-testid="drawer-pages" aria-label={t('route.pages')}>
      <h3 className="drawer-section-title">{t('route.pages')}</h3>
      <ul className="route-menu route-menu--vertical">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={pagePath(item.key)} className="route-menu__link" onClick={onNavigate}>
              <Icon name="page" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
