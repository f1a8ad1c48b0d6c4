import { currentLanguage } from '../i18n/i18n-setup';
import { readStoredStore } from './store-storage';

/** The fixed application identity this client sends (000 §7, §9: "a fixed application identity constant"). */
export const APPLICATION_IDENTITY = 'storefront-web';

/** The spec's request headers (000 §7): lang, application identity, store, and the bearer token when given. */
export function requestHeaders(hasBody: boolean, accessToken: string | null | undefined): Headers {
  const h = new Headers({ Accept: 'application/json', lang: currentLanguage(), 'application-identity': APPLICATION_IDENTITY });
  if (hasBody) h.set('Content-Type', 'application/json');
  if (accessToken) h.set('Authorization', `Bearer ${accessToken}`);
  const store = readStoredStore();
  if (store) h.set('store', String(store.id));
  return h;
}
