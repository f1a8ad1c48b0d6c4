import { APPLICATION_IDENTITY_HEADER, WEB_APPLICATION_IDENTITY } from '@store/domain/public';
import { STORE_PREFIX } from '../app/store-prefix';
import { currentLanguage } from '../i18n/i18n-setup';
import { activeStore } from './store-storage';

/** The spec's request headers (000 §7): lang, the web's own application identity (§9), store, and the bearer token when given. */
export function requestHeaders(hasBody: boolean, accessToken: string | null | undefined): Headers {
  const h = new Headers({ Accept: 'application/json', lang: currentLanguage(), [APPLICATION_IDENTITY_HEADER]: WEB_APPLICATION_IDENTITY });
  if (hasBody) h.set('Content-Type', 'application/json');
  if (accessToken) h.set('Authorization', `Bearer ${accessToken}`);
  const store = activeStore(STORE_PREFIX !== null);
  if (store) h.set('store', String(store.id));
  return h;
}
