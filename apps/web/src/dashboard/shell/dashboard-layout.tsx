import { Layout, Menu } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { storeLabel } from '../../api/store-storage';
import { useEngineFixtures } from '../../api/use-engine-fixtures';
import { useStoreInfo } from '../../api/use-store-info';
import { rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { fixtureRoutes } from '../fixture-routes';
import { dashboardMenuItems, openParamGroup, selectedMenuKey } from './dashboard-menu';
import { DashboardTopBar } from './dashboard-top-bar';
import './dashboard.css';

/** Layout `dashboard`: side menu generated from the entity routes, top bar, content. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const store = useStoreInfo();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // Below the breakpoint the menu hides completely and the top bar's toggle brings it back.
  const [narrow, setNarrow] = useState(false);
  // The engine's test fixtures are listed only when the server mounts them.
  const extra = useEngineFixtures().enabled ? fixtureRoutes : [];
  const { items, groups } = dashboardMenuItems(rolesOf(auth), t, extra);
  const label = storeLabel(store, t('app.store.fallback'));
  if (!auth) return null;
  return (
    <Layout className="dashboard" hasSider>
      <a href="#main" className="skip-link">
        {t('a11y.skip')}
      </a>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        onBreakpoint={setNarrow}
        collapsedWidth={narrow ? 0 : 80}
        trigger={null}
        width={240}
        theme="light"
        className="dashboard__sider"
      >
        <Link to="/" className="dashboard__brand" title={label}>
          {collapsed ? label.slice(0, 1) : label}
        </Link>
        <nav aria-label={t('nav.dashboard')} data-testid="dashboard-menu">
          <Menu
            // Opened again when the fixtures' group appears, so it starts open like the others.
            key={groups.join()}
            mode="inline"
            items={items}
            defaultOpenKeys={[...groups, ...openParamGroup(location.pathname, extra)]}
            selectedKeys={[selectedMenuKey(location.pathname, extra)]}
            onClick={({ key }) => void navigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="dashboard__header">
          <DashboardTopBar auth={auth} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        </Layout.Header>
        <Layout.Content className="dashboard__content">
          <main id="main">
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
