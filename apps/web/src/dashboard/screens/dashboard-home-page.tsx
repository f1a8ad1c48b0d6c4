import { entityRoutes, rolesAllow } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../api/resource-api';
import { displayName, rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { LinkButton } from '../../components/link-button';
import { RouteIcon } from '../../components/route-icon';
import { entityOfRoute, listPath } from '../entity-paths';

function EntityCard({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const route = entityRoutes.find((r) => r.key === routeKey);
  const entity = route ? entityOfRoute(route) : undefined;
  const count = useQuery({
    queryKey: ['rows', entity?.resource, { pageSize: 1 }],
    queryFn: ({ signal }) => resourceApi.list(entity?.resource ?? '', { page: 1, pageSize: 1 }, signal),
    enabled: Boolean(entity),
  });
  if (!route || !entity) return null;
  return (
    <Card
      title={
        <span>
          <RouteIcon name={route.icon} /> {t(route.title)}
        </span>
      }
      extra={<LinkButton to={listPath(entity)}>{t('dashboard.home.open')}</LinkButton>}
    >
      {count.isPending ? (
        <Skeleton.Input active size="small" />
      ) : (
        <Statistic title={t(`area.${entity.area}`)} value={t('dashboard.home.records', { count: count.data?.total ?? 0 })} />
      )}
    </Card>
  );
}

/** Dashboard home: a welcome and one card per section the user may open. */
export function DashboardHomePage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const roles = rolesOf(auth);
  const lists = entityRoutes.filter((r) => r.showmenu && rolesAllow(r, roles));
  return (
    <section aria-labelledby="dashboard-title">
      <Typography.Title level={1} id="dashboard-title">
        {t('dashboard.home.welcome', { name: auth ? displayName(auth) : '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.home.subtitle')}</Typography.Paragraph>
      <Typography.Title level={2}>{t('dashboard.home.sections')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {lists.map((r) => (
          <Col key={r.key} xs={24} md={12} xl={8}>
            <EntityCard routeKey={r.key} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
