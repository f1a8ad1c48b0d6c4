import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { SiteToolsSlot } from '../../cms/site/site-tools-slot';
import { SocialLinks } from '../../cms/site/social-links';
import { useSiteInformation } from '../../cms/site/use-site-information';
import '../../cms/site/site.css';

/**
 * Footer of the melk theme: home, and the contact and about pages the store chose (header and
 * footer content, spec 000 §2–§3; no link while none is chosen), the store's social pages, the
 * version. Administrators get the toolbox that edits the header and footer.
 */
export function MelkFooter() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const site = useSiteInformation();
  return (
    <footer className="melk-footer site-editable" data-testid="site-footer">
      <SiteToolsSlot />
      <div className="melk-container melk-footer__inner">
        <nav aria-label={t('nav.footer')} className="melk-footer__links">
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
      <div className="melk-container melk-footer__bottom">
        <span>{t('footer.rights', { year: new Date().getFullYear(), store: storeLabel(store, t('app.store.fallback')) })}</span>
        <span data-testid="app-version">{t('footer.version', { version: __APP_VERSION__ })}</span>
      </div>
    </footer>
  );
}
