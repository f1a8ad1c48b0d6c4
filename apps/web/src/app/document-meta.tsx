import type { Language, RouteMeta } from '@store/domain/public';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { storeLabel } from '../api/store-storage';
import { useStoreInfo } from '../api/use-store-info';
import { useTranslation } from '../i18n/use-translation';
import { syncDocumentLinks } from './document-links';
import { useMetaOverride } from './document-meta-override';
import { BASENAME } from './store-prefix';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Document title "store name | page title" and the description meta of the route (000 §2); a
 * screen showing a record (a CMS page) puts its own title, description and keywords in their place.
 */
export function DocumentMeta({ meta }: { meta: RouteMeta }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const store = useStoreInfo();
  const override = useMetaOverride();
  const storeName = storeLabel(store, t('app.store.fallback'));
  const title = override?.title || t(meta.title);
  const description = override?.description || t(meta.description);
  const keywords = override?.keywords ?? '';
  // Open routes (the sign-in screen too) that show something are indexed; signed-in screens and "not found" are not.
  const indexed = meta.auth !== true && meta.key !== 'notFound' && override?.indexed !== false;
  const address = BASENAME === '/' ? pathname : `${BASENAME}${pathname}`;
  const language = i18n.language as Language;
  const languages = override?.languages;
  useEffect(() => {
    syncDocumentLinks({ pathname: address, language, title, description, indexed, ...(languages ? { languages } : {}) });
  }, [address, language, title, description, indexed, languages]);
  useEffect(() => {
    document.title = `${storeName} | ${title}`;
    metaTag('description').content = description;
    if (keywords) metaTag('keywords').content = keywords;
    else document.head.querySelector('meta[name="keywords"]')?.remove();
  }, [storeName, title, description, keywords]);
  return null;
}
