import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { pagePath } from '../../cms/pages/page-paths';
import { useSiteInformation } from '../../cms/site/use-site-information';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../../ui/button';
import { FeatureCards, HomeContents, HomeSection } from './home-parts';

/** official: a company's site — its name and promise, what it does, its own words, a way to reach it. */
export function OfficialHome() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const site = useSiteInformation();
  return (
    <>
      <section className="home-hero home-hero--official" aria-labelledby="hero-title">
        <div className="site-container">
          <h1 id="hero-title">{storeLabel(store, t('app.store.fallback'))}</h1>
          <p>{t('theme.official.subtitle')}</p>
          <div className="home-hero__actions">
            {site?.contactus_pagename ? (
              <LinkButton to={pagePath(site.contactus_pagename)} variant="primary" size="large" icon="phone">
                {t('footer.contact')}
              </LinkButton>
            ) : null}
            {site?.aboutus_pagename ? (
              <LinkButton to={pagePath(site.aboutus_pagename)} variant="ghost" size="large" icon="info">
                {t('footer.about')}
              </LinkButton>
            ) : null}
          </div>
        </div>
      </section>
      <HomeSection id="services-title" title={t('theme.official.services')}>
        <FeatureCards
          items={[
            { key: 'advice', icon: 'support', title: t('theme.official.advice'), text: t('theme.official.advice.text') },
            { key: 'quality', icon: 'star', title: t('theme.official.quality'), text: t('theme.official.quality.text') },
            { key: 'team', icon: 'team', title: t('theme.official.team'), text: t('theme.official.team.text') },
          ]}
        />
      </HomeSection>
      <HomeContents />
    </>
  );
}
