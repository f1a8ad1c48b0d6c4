import { LANGUAGES, type Language } from '@store/domain/public';

/** One `<link>` or `<meta>` of the head this app keeps in step with the screen, found or made by its selector. */
function headElement<T extends HTMLElement>(selector: string, make: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = make();
  document.head.appendChild(made);
  return made;
}

const link = (rel: string, hreflang?: string) =>
  headElement(`link[rel="${rel}"]${hreflang ? `[hreflang="${hreflang}"]` : ':not([hreflang])'}`, () => {
    const element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    return element;
  });

const property = (name: string) =>
  headElement(`meta[property="${name}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute('property', name);
    return element;
  });

/** A page's address in a language: Persian (the default) without `lang`, the others with it. */
export function addressIn(pathname: string, language: Language): string {
  const url = new URL(pathname, window.location.origin);
  if (language !== 'fa') url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * The head tags a crawler reads (the server writes them into the first page: apps/server/src/http/
 * site), kept in step when the app moves to another screen: canonical, hreflang alternates, Open
 * Graph's title, description, address and locale, or `noindex` where a screen shows nothing.
 */
export function syncDocumentLinks(options: {
  pathname: string;
  language: Language;
  title: string;
  description: string;
  indexed: boolean;
  /** The languages the screen's record is written in (the server names only those); unset: every language. */
  languages?: readonly Language[];
}): void {
  const robots = document.head.querySelector('meta[name="robots"]');
  if (!options.indexed) {
    for (const element of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"]'))
      element.remove();
    headElement('meta[name="robots"]', () => {
      const element = document.createElement('meta');
      element.name = 'robots';
      return element;
    }).content = 'noindex';
    return;
  }
  robots?.remove();
  property('og:title').content = options.title;
  property('og:description').content = options.description;
  property('og:locale').content = { fa: 'fa_IR', en: 'en_US', tr: 'tr_TR' }[options.language];
  // The address names the page's language (`?lang=`, or none for Persian) or the page has no
  // canonical: an English page shown at a Persian address by the visitor's cookie (the server's rule too).
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (options.language === 'fa' ? asked !== null && asked !== 'fa' : asked !== options.language) {
    for (const element of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]'))
      element.remove();
    return;
  }
  // A prefixed store's home is `/melk` in the server's addresses, `/melk/` in the router's.
  const pathname = options.pathname.length > 1 ? options.pathname.replace(/\/$/, '') : options.pathname;
  const canonical = addressIn(pathname, options.language);
  link('canonical').href = canonical;
  const written = options.languages ?? LANGUAGES;
  for (const language of LANGUAGES) {
    if (written.includes(language)) link('alternate', language).href = addressIn(pathname, language);
    else document.head.querySelector(`link[rel="alternate"][hreflang="${language}"]`)?.remove();
  }
  link('alternate', 'x-default').href = addressIn(pathname, 'fa');
  property('og:url').content = canonical;
}
