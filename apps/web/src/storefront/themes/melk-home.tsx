import { useTranslation } from '../../i18n/use-translation';
import { EmptyListing, FeatureCards, HomeContents, HomeSearch, HomeSection } from './home-parts';

/** melk: property listings — a search over a photo-like band, the latest listings, why us. */
export function MelkHome() {
  const { t } = useTranslation();
  return (
    <>
      <section className="home-hero" aria-labelledby="hero-title">
        <div className="site-container">
          <h1 id="hero-title">{t('home.hero.title')}</h1>
          <p>{t('home.hero.subtitle')}</p>
          <HomeSearch label={t('home.hero.search')} />
        </div>
      </section>
      <HomeSection id="listings-title" title={t('home.listings.title')}>
        <EmptyListing text={t('home.listings.empty')} />
      </HomeSection>
      <HomeSection id="why-title" title={t('home.why.title')}>
        <FeatureCards
          items={(['verified', 'local', 'support'] as const).map((key) => ({
            key,
            icon: ({ verified: 'shield', local: 'pin', support: 'support' } as const)[key],
            title: t(`home.why.${key}`),
            text: t(`home.why.${key}.text`),
          }))}
        />
      </HomeSection>
      <HomeContents />
    </>
  );
}
