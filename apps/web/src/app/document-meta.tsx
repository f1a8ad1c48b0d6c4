import type { RouteMeta } from '@store/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLabel } from '../api/store-storage';
import { useStoreInfo } from '../api/use-store-info';
import { useMetaOverride } from './document-meta-override';

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
  const { t } = useTranslation();
  const store = useStoreInfo();
  const override = useMetaOverride();
  const storeName = storeLabel(store, t('app.store.fallback'));
  const title = override?.title || t(meta.title);
  const description = override?.description || t(meta.description);
  const keywords = override?.keywords ?? '';
  useEffect(() => {
    document.title = `${storeName} | ${title}`;
    metaTag('description').content = description;
    if (keywords) metaTag('keywords').content = keywords;
    else document.head.querySelector('meta[name="keywords"]')?.remove();
  }, [storeName, title, description, keywords]);
  return null;
}
