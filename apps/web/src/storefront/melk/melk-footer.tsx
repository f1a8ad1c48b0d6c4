import { FacebookFilled, InstagramOutlined, SendOutlined, WhatsAppOutlined, XOutlined, YoutubeFilled } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';

/** Social links of the store (header and footer content; the CMS will supply the real ones). */
const social = [
  { name: 'Instagram', href: 'https://instagram.com', icon: <InstagramOutlined /> },
  { name: 'Telegram', href: 'https://t.me', icon: <SendOutlined /> },
  { name: 'WhatsApp', href: 'https://whatsapp.com', icon: <WhatsAppOutlined /> },
  { name: 'X', href: 'https://x.com', icon: <XOutlined /> },
  { name: 'Facebook', href: 'https://facebook.com', icon: <FacebookFilled /> },
  { name: 'YouTube', href: 'https://youtube.com', icon: <YoutubeFilled /> },
];

/** Page names of the contact and about pages (contactus_pagename / aboutus_pagename). */
const CONTACT_PAGE = 'contactus';
const ABOUT_PAGE = 'aboutus';

export function MelkFooter() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  return (
    <footer className="melk-footer">
      <div className="melk-container melk-footer__inner">
        <nav aria-label={t('nav.footer')} className="melk-footer__links">
          <Link to="/">{t('footer.home')}</Link>
          <Link to={`/pages/${CONTACT_PAGE}`}>{t('footer.contact')}</Link>
          <Link to={`/pages/${ABOUT_PAGE}`}>{t('footer.about')}</Link>
        </nav>
        <div className="melk-footer__social">
          <span>{t('footer.follow')}</span>
          <Space size="middle">
            {social.map((s) => (
              <a key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
                {s.icon}
              </a>
            ))}
          </Space>
        </div>
      </div>
      <div className="melk-container melk-footer__bottom">
        <span>{t('footer.rights', { year: new Date().getFullYear(), store: storeLabel(store, t('app.store.fallback')) })}</span>
        <span data-testid="app-version">{t('footer.version', { version: __APP_VERSION__ })}</span>
      </div>
    </footer>
  );
}
