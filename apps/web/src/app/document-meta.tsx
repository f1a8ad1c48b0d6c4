import type { RouteMeta } from '@store/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLabel } from '../api/store-storage';
import { useStoreInfo } from '../api/use-store-info';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Document title "store name | page title" and the description meta of the route (000 §2). */
export function DocumentMeta({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const storeName = storeLabel(store, t('app.store.fallback'));
  const title = t(meta.title);
  const description = t(meta.description);
  useEffect(() => {
    document.title = `${storeName} | ${title}`;
    descriptionTag().content = description;
  }, [storeName, title, description]);
  return null;
}
