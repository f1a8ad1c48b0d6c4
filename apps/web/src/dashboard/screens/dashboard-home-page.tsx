import { Col, Row, Typography } from 'antd';
import { displayName, isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { Message } from '../../i18n/message';
import { useTranslation } from '../../i18n/use-translation';
import { useEntityRight } from '../access/my-access';
import { CustomerThings } from '../home/customer-things';
import { HomeApps } from '../home/home-apps';
import { homeCards } from '../home/home-cards';
import '../home/home.css';

/**
 * Dashboard home (issue 14 item 2): a welcome; for an administrator the store's summary (a card
 * per area, home/home-cards.ts), for anyone else their own tickets, favorites and products and
 * the summary cards their rights open; then the applications they have and those still available.
 */
export function DashboardHomePage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const admin = isAdmin(auth);
  const right = useEntityRight();
  const cards = homeCards.filter(
    (card) => admin || (card.entity !== undefined && (right({ name: card.entity }, 'list') ?? 'none') !== 'none'),
  );
  return (
    <section aria-labelledby="dashboard-title" className="home" data-testid="dashboard-home">
      <Typography.Title level={1} id="dashboard-title">
        <Message k="dashboard.home.welcome" values={{ name: auth ? displayName(auth) : '' }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(admin ? 'dashboard.home.subtitle' : 'home.customer.subtitle')}</Typography.Paragraph>
      {admin ? null : <CustomerThings />}
      {cards.length > 0 ? (
        <section aria-labelledby="home-summary" data-testid="home-summary">
          <Typography.Title level={2} id="home-summary">
            {t('home.summary')}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {cards.map(({ key, Card }) => (
              <Col key={key} xs={24} md={12} xl={8}>
                <Card />
              </Col>
            ))}
          </Row>
        </section>
      ) : null}
      <HomeApps />
    </section>
  );
}
