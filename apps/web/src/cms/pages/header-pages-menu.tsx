import { DownOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Dropdown, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from './page-paths';
import { textIn } from './page-texts';
import { usePageList } from './use-page-query';
import './header-pages.css';

/** The pages flagged `includeInTopMenu` as menu items (key: the slug), titles in their own language. */
function useTopMenuItems() {
  const { i18n } = useTranslation();
  const pages = usePageList(true);
  return (pages.data ?? []).map((page) => {
    const title = textIn(page.title, i18n.language);
    return {
      key: page.slug,
      label: (
        <span lang={title?.lang} dir={title?.dir}>
          {title?.text ?? page.slug}
        </span>
      ),
    };
  });
}

/** The header's quick access to the pages flagged `includeInTopMenu` (000 §2); nothing when there are none. */
export function HeaderPagesMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useTopMenuItems();
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void navigate(pagePath(key)) }} trigger={['click']}>
      <Button type="text" icon={<FileTextOutlined />} data-testid="header-pages" className="header-pages">
        <span>{t('route.pages')}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** The same pages in the mobile menu drawer, under their own heading. */
export function DrawerPagesMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useTopMenuItems();
  if (items.length === 0) return null;
  return (
    <Menu
      mode="inline"
      className="drawer-pages"
      data-testid="drawer-pages"
      selectable={false}
      items={[{ key: 'pages', type: 'group', label: t('route.pages'), children: items }]}
      onClick={({ key }) => {
        onNavigate();
        void navigate(pagePath(key));
      }}
    />
  );
}
