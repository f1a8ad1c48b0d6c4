import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { LinkButton } from '../../components/link-button';
import { useTranslation } from '../../i18n/use-translation';
import { type HomeApp, useApps } from './home-api';

function AppCard({ app }: { app: HomeApp }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={app.name}
      className="home-app"
      data-testid={`home-app-${app.id}`}
      extra={app.path ? <LinkButton to={app.path}>{t('home.apps.open')}</LinkButton> : null}
    >
      <Typography.Text type="secondary">{app.description}</Typography.Text>
    </Card>
  );
}

function AppGrid({ apps }: { apps: HomeApp[] }) {
  return (
    <Row gutter={[12, 12]}>
      {apps.map((app) => (
        <Col key={app.id} xs={24} sm={12} xl={8}>
          <AppCard app={app} />
        </Col>
      ))}
    </Row>
  );
}

/** The applications the user has (spec 000 §1, §7: `getmyapps`) and those still available (`getavailableapps`). */
export function HomeApps() {
  const { t, i18n } = useTranslation();
  const mine = useApps('getmyapps', i18n.language);
  const available = useApps('getavailableapps', i18n.language);
  return (
    <>
      <section aria-labelledby="home-apps-mine" data-testid="home-apps-mine">
        <Typography.Title level={2} id="home-apps-mine">
          {t('home.apps.mine')}
        </Typography.Title>
        {mine.data ? <AppGrid apps={mine.data} /> : <Skeleton active />}
      </section>
      {available.data && available.data.length > 0 ? (
        <section aria-labelledby="home-apps-available" data-testid="home-apps-available" className="home__available">
          <Typography.Title level={2} id="home-apps-available">
            {t('home.apps.available')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('home.apps.availablehint')}</Typography.Paragraph>
          <AppGrid apps={available.data} />
        </section>
      ) : null}
    </>
  );
}
