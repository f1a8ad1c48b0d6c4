import { Drawer, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { storeLabel } from '../../api/store-storage';
import { useEngineFixtures } from '../../api/use-engine-fixtures';
import { useStoreInfo } from '../../api/use-store-info';
import { rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import { useListsInMenu } from '../access/my-access';
import { fixtureRoutes } from '../fixture-routes';
import { DashboardBreadcrumbs } from './dashboard-breadcrumbs';
import { dashboardMenuItems } from './dashboard-menu';
import { DashboardNav } from './dashboard-nav';
import { DashboardTopBar } from './dashboard-top-bar';
import './dashboard.css';

/** Below antd's `lg` breakpoint the menu is a drawer over the content, not a column beside it. */
const NARROW = '(max-width: 991.98px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const changed = () => setNarrow(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return narrow;
}

/**
 * Layout `dashboard`: side menu generated from the entity routes, top bar, content. On a phone or
 * a narrow window the menu is a drawer from the start side (right in a right-to-left language)
 * that closes after a choice; beside the content it would squeeze it into a column.
 */
export function DashboardLayout() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const store = useStoreInfo();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The engine's test fixtures are listed only when the server mounts them.
  const extra = useEngineFixtures().enabled ? fixtureRoutes : [];
  const { items, groups } = dashboardMenuItems(rolesOf(auth), t, extra, useListsInMenu());
  const label = storeLabel(store, t('app.store.fallback'));
  // Going elsewhere (a search result, a link in the page) closes the drawer too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what closes it.
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  if (!auth) return null;
  const brand = (short: boolean) => (
    <Link to="/" className="dashboard__brand" title={label}>
      {short ? label.slice(0, 1) : label}
    </Link>
  );
  const nav = <DashboardNav items={items} groups={groups} extra={extra} onChosen={() => setDrawerOpen(false)} />;
  return (
    <Layout className="dashboard" hasSider={!narrow} data-testid="dashboard-shell">
      <a href="#main" className="skip-link">
        {t('a11y.skip')}
      </a>
      {narrow ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={isRtl(i18n.language) ? 'right' : 'left'}
          size={280}
          title={brand(false)}
          className="dashboard__drawer"
          data-testid="dashboard-drawer"
        >
          {nav}
        </Drawer>
      ) : (
        <Layout.Sider collapsed={collapsed} collapsedWidth={80} trigger={null} width={240} theme="light" className="dashboard__sider">
          {brand(collapsed)}
          {nav}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="dashboard__header">
          <DashboardTopBar
            auth={auth}
            collapsed={narrow ? !drawerOpen : collapsed}
            onToggle={() => (narrow ? setDrawerOpen((open) => !open) : setCollapsed((c) => !c))}
          />
        </Layout.Header>
        <Layout.Content className="dashboard__content">
          <DashboardBreadcrumbs items={items} extra={extra} />
          <main id="main">
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
