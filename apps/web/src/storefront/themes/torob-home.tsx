import { useTranslation } from '../../i18n/use-translation';
import { EmptyListing, FeatureCards, HomeContents, HomeSearch, HomeSection } from './home-parts';

/** torob: a price-comparison catalog — one large search first, how comparing works, the catalog. */
export function TorobHome() {
  const { t } = useTranslation();
  return (
    <>
      <section className="home-hero home-hero--torob" aria-labelledby="hero-title">
        <div className="site-container">
          <h1 id="hero-title">{t('theme.torob.title')}</h1>
          <p>{t('theme.torob.subtitle')}</p>
          <HomeSearch label={t('theme.torob.search')} className="home-search home-search--wide" />
        </div>
      </section>
      <HomeSection id="how-title" title={t('theme.torob.how')}>
        <FeatureCards
          items={[
            { key: 'search', icon: 'search', title: t('theme.torob.step1'), text: t('theme.torob.step1.text') },
            { key: 'compare', icon: 'filter', title: t('theme.torob.step2'), text: t('theme.torob.step2.text') },
            { key: 'buy', icon: 'shop', title: t('theme.torob.step3'), text: t('theme.torob.step3.text') },
          ]}
        />
      </HomeSection>
      <HomeSection id="catalog-title" title={t('theme.torob.catalog')}>
        <EmptyListing text={t('theme.torob.catalog.empty')} />
      </HomeSection>
      <HomeContents />
    </>
  );
}
