import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../../ui/button';
import { EmptyListing, FeatureCards, HomeContents, HomeSearch, HomeSection } from './home-parts';

/** digi: a shop — a bold offer banner with the search, featured products, the store's promises. */
export function DigiHome() {
  const { t } = useTranslation();
  return (
    <>
      <section className="home-hero home-hero--digi" aria-labelledby="hero-title">
        <div className="site-container home-hero__split">
          <div>
            <p className="home-hero__kicker">{t('theme.digi.kicker')}</p>
            <h1 id="hero-title">{t('theme.digi.title')}</h1>
            <p>{t('theme.digi.subtitle')}</p>
            <LinkButton to="/p" variant="primary" size="large" icon="shop" className="home-hero__cta">
              {t('theme.digi.shop')}
            </LinkButton>
          </div>
          <HomeSearch label={t('theme.digi.search')} />
        </div>
      </section>
      <HomeSection id="featured-title" title={t('theme.digi.featured')}>
        <EmptyListing text={t('theme.digi.featured.empty')} />
      </HomeSection>
      <HomeSection id="promise-title" title={t('theme.digi.promise')}>
        <FeatureCards
          items={[
            { key: 'delivery', icon: 'shop', title: t('theme.digi.delivery'), text: t('theme.digi.delivery.text') },
            { key: 'returns', icon: 'check', title: t('theme.digi.returns'), text: t('theme.digi.returns.text') },
            { key: 'secure', icon: 'lock', title: t('theme.digi.secure'), text: t('theme.digi.secure.text') },
          ]}
        />
      </HomeSection>
      <HomeContents />
    </>
  );
}
