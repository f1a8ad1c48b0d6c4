import { Link } from 'react-router';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { SiteToolsSlot } from '../../cms/site/site-tools-slot';
import { SocialLinks } from '../../cms/site/social-links';
import { useSiteInformation } from '../../cms/site/use-site-information';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The public footer (000 §2): home, and the contact and about pages the store chose (no link while
 * none is chosen), the store's social pages, the version. Administrators get the toolbox.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const site = useSiteInformation();
  return (
    <footer className="site-footer site-editable" data-testid="site-footer">
      <SiteToolsSlot />
      <div className="site-container site-footer__inner">
        <nav aria-label={t('nav.footer')} className="site-footer__links">
          <Link to="/">{t('footer.home')}</Link>
          {site?.contactus_pagename ? (
            <Link to={`/pages/${encodeURIComponent(site.contactus_pagename)}`} data-testid="footer-contact">
              {t('footer.contact')}
            </Link>
          ) : null}
          {site?.aboutus_pagename ? (
            <Link to={`/pages/${encodeURIComponent(site.aboutus_pagename)}`} data-testid="footer-about">
              {t('footer.about')}
            </Link>
          ) : null}
        </nav>
        <SocialLinks site={site} />
      </div>
      <div className="site-container site-footer__bottom">
        <span>{t('footer.rights', { year: new Date().getFullYear(), store: storeLabel(store, t('app.store.fallback')) })}</span>
        <span data-testid="app-version">{t('footer.version', { version: __APP_VERSION__ })}</span>
      </div>
    </footer>
  );
}
