import type { RouteMeta } from '@store/domain';
import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { breadcrumbTrail } from './breadcrumb-trail';
import type { MenuItem } from './menu-entry';

/** Where the open screen sits: home › area › list › the screen, each but the last a link. */
export function DashboardBreadcrumbs({ items, extra }: { items: MenuItem[]; extra: readonly RouteMeta[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, items, extra, { create: t('dashboard.breadcrumbs.create'), update: t('common.edit') });
  // On the home screen the trail would be home alone.
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t('dashboard.breadcrumbs')} className="dashboard__breadcrumbs no-print" data-testid="breadcrumbs">
      <Breadcrumb
        items={trail.map((crumb) => ({
          key: crumb.key,
          title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>,
        }))}
      />
    </nav>
  );
}
