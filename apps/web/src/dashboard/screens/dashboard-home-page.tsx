import { entityRoutes, rolesAllow } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { resourceApi } from '../../api/resource-api';
import { displayName, rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { LinkButton } from '../../components/link-button';
import { RouteIcon } from '../../components/route-icon';
import { Message } from '../../i18n/message';
import { useTranslation } from '../../i18n/use-translation';
import { entityOfRoute, listPath } from '../entity-paths';

function EntityCard({ routeKey }: { routeKey: string }) {
  const { t, i18n } = useTranslation();
  const dir = i18n.dir();
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
        <Statistic
          title={t(`area.${entity.area}`)}
          // Statistic writes its value left to right: the sentence keeps its own direction ("۲ رکورد", not "رکورد ۲").
          formatter={() => <bdi dir={dir}>{t('common.records', { count: count.data?.total ?? 0 })}</bdi>}
        />
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
        <Message k="dashboard.home.welcome" values={{ name: auth ? displayName(auth) : '' }} />
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
