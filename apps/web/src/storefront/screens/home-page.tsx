import { CustomerServiceOutlined, EnvironmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { HOME_CONTENT_PART } from '@store/domain';
import { Card, Col, Empty, Input, Row, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// The store's own home contents (welcome text, news…): loaded after the page itself shows.
const ContentPlaceholder = lazy(() => import('../../cms/contents/content-placeholder').then((m) => ({ default: m.ContentPlaceholder })));

const reasons = [
  { key: 'verified', icon: <SafetyCertificateOutlined /> },
  { key: 'local', icon: <EnvironmentOutlined /> },
  { key: 'support', icon: <CustomerServiceOutlined /> },
];

/** Home of the melk theme: hero with search, latest listings, why us. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <section className="melk-hero" aria-labelledby="hero-title">
        <div className="melk-container">
          <h1 id="hero-title">{t('home.hero.title')}</h1>
          <p>{t('home.hero.subtitle')}</p>
          <Input.Search
            className="melk-hero__search"
            size="large"
            placeholder={t('home.hero.search')}
            aria-label={t('home.hero.search')}
            enterButton={t('common.search')}
            onSearch={(q) => void navigate(q.trim() ? `/p?q=${encodeURIComponent(q.trim())}` : '/p')}
          />
        </div>
      </section>
      <section className="melk-section melk-container home-contents">
        <Suspense fallback={null}>
          <ContentPlaceholder place={{ partName: HOME_CONTENT_PART }} label={t('home.contents')} />
        </Suspense>
      </section>
      <section className="melk-section melk-container" aria-labelledby="listings-title">
        <Typography.Title level={2} id="listings-title">
          {t('home.listings.title')}
        </Typography.Title>
        <Card>
          <Empty description={t('home.listings.empty')} />
        </Card>
      </section>
      <section className="melk-section melk-container" aria-labelledby="why-title">
        <Typography.Title level={2} id="why-title">
          {t('home.why.title')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {reasons.map((r) => (
            <Col key={r.key} xs={24} md={8}>
              <Card>
                <Card.Meta
                  avatar={<span className="melk-reason-icon">{r.icon}</span>}
                  title={t(`home.why.${r.key}`)}
                  description={t(`home.why.${r.key}.text`)}
                />
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </>
  );
}
