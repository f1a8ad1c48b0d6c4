import { publicRoutes } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, List, Row, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MY_PRODUCTS_KEY, myProductsApi } from '../../account/products/my-products-api';
import { plainText } from '../../cms/pages/page-texts';
import type { Texts } from '../../cms/pages/pages-api';
import { LinkButton } from '../../components/link-button';
import { formatCount } from '../../i18n/number-text';
import { useTranslation } from '../../i18n/use-translation';
import { FAVORITES_KEY, getMyFavorites } from '../../storefront/favorites/favorites-api';
import { TICKETS_PATH, ticketPath } from '../../tickets/ticket-paths';
import { TICKET_KEYS, ticketsApi } from '../../tickets/tickets-api';

/** How many of each a card lists before "see all". */
const SHOWN = 5;
const pathOf = (key: string) => (publicRoutes.find((r) => r.key === key)?.path ?? '/').replace(/\/:[^/]+\?/g, '');

interface Item {
  key: number;
  to: string;
  title: string;
  tag?: ReactNode;
}

function ThingsCard({
  title,
  all,
  items,
  empty,
  testId,
  extra,
}: {
  title: string;
  all: string;
  items: Item[] | undefined;
  empty: string;
  testId: string;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      title={items ? `${title} (${formatCount(items.length, i18n.language)})` : title}
      data-testid={testId}
      className="home-card"
      extra={<LinkButton to={all}>{t('home.mine.all')}</LinkButton>}
    >
      {items === undefined ? (
        <Skeleton active />
      ) : (
        <List
          size="small"
          dataSource={items.slice(0, SHOWN)}
          locale={{ emptyText: empty }}
          renderItem={(item) => (
            <List.Item key={item.key}>
              <Link to={item.to}>{item.title}</Link> {item.tag}
            </List.Item>
          )}
        />
      )}
      {extra}
    </Card>
  );
}

/**
 * A signed-in customer's own things on the dashboard home (issue 14 item 2): their tickets (an
 * unread answer marked), favorites and products, each with links — through the calls their
 * account pages use.
 */
export function CustomerThings() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const tickets = useQuery({ queryKey: TICKET_KEYS.mine, queryFn: ({ signal }) => ticketsApi.mine(signal) });
  const favorites = useQuery({ queryKey: FAVORITES_KEY, queryFn: ({ signal }) => getMyFavorites(signal) });
  const products = useQuery({ queryKey: MY_PRODUCTS_KEY, queryFn: ({ signal }) => myProductsApi.list(signal) });
  const favoritesPath = pathOf('favoriteProducts');
  const productsPath = pathOf('myProducts');
  return (
    <Row gutter={[16, 16]} data-testid="home-mine">
      <Col xs={24} lg={8}>
        <ThingsCard
          title={t('home.mine.tickets')}
          all={TICKETS_PATH}
          testId="home-mine-tickets"
          empty={t('home.mine.tickets.empty')}
          items={tickets.data?.map((ticket) => ({
            key: ticket.id,
            to: ticketPath(ticket.id),
            title: ticket.title,
            tag: ticket.readByOwner ? null : <Tag color="blue">{t('home.mine.unread')}</Tag>,
          }))}
          extra={
            <LinkButton to={TICKETS_PATH} type="link">
              {t('home.mine.newticket')}
            </LinkButton>
          }
        />
      </Col>
      <Col xs={24} lg={8}>
        <ThingsCard
          title={t('home.mine.favorites')}
          all={favoritesPath}
          testId="home-mine-favorites"
          empty={t('home.mine.favorites.empty')}
          items={favorites.data?.map((favorite) => ({
            key: favorite.id,
            to: favorite.product ? `/p/${favorite.product.slug}` : favoritesPath,
            title: favorite.product
              ? plainText(favorite.product.name as Texts, language)
              : `${t(`entity.${favorite.entityName}`)} ${formatCount(favorite.entityId, language)}`,
          }))}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ThingsCard
          title={t('home.mine.products')}
          all={productsPath}
          testId="home-mine-products"
          empty={t('home.mine.products.empty')}
          items={products.data?.map((product) => ({
            key: product.id,
            to: productsPath,
            title: plainText(product.name as Texts | null, language),
          }))}
        />
      </Col>
    </Row>
  );
}
