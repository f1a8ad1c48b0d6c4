/** Codes and limits from the specification (000 §9, 001 §4, §9). */

export const LOCALES = ['persian_fa', 'english_en', 'turkish_tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'persian_fa';
/** Short language code of each locale, as sent in the `lang` header and `<html lang>`. */
export const LANGUAGE_OF: Record<Locale, Language> = { persian_fa: 'fa', english_en: 'en', turkish_tr: 'tr' };
export const LANGUAGES = ['fa', 'en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['fa'];
/** The locale of a language (`fa` → `persian_fa`): settings per language are named by locale. */
export const localeOf = (language: Language): Locale => LOCALES.find((locale) => LANGUAGE_OF[locale] === language) ?? DEFAULT_LOCALE;
/** The locale cookie: 7 days when first set by default, 30 days once the visitor chooses. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DEFAULT_DAYS = 7;
export const LOCALE_COOKIE_CHOSEN_DAYS = 30;
export const CITY_COOKIE_DAYS = 30;

export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';

export const ADMIN_ROLE = 'administrators';
export const AUTHENTICATED_ROLE = 'authenticated';
export const ADMIN_USERNAME = 'administrator';

/**
 * The request header naming the calling application (spec 000 §7): an application's
 * `applicationGuid`. A request without it is an unnamed client (curl); one naming an application
 * that is unknown or switched off is refused.
 */
export const APPLICATION_IDENTITY_HEADER = 'application-identity';
/**
 * The web app's own application identity (spec 000 §9: "a fixed application identity constant"),
 * sent on every call of the storefront and dashboard; every installation has that application.
 * It names the web app, it does not prove it: anyone can read it from the page's script.
 */
export const WEB_APPLICATION_IDENTITY = 'd05efb2d-52b3-4bcc-bfa4-04dca3e696a0';

/** Numeric status codes shared by payments, shipments, stock and orders (001 §4). */
export const STATUS = {
  Waiting: 0,
  Processing: 1,
  Processed: 2,
  Completed: 3,
  Approved: 4,
  Failed: 11,
  Rejected: 12,
} as const;

// The attribute control types (1 text … 22 radio) are `attributes/attribute-types.ts`.

export const TEMPLATE_CONTROL_TYPES = [
  'label',
  'link',
  'text',
  'number',
  'multiline',
  'richtext',
  'toggle',
  'file',
  'image',
  'video',
  'multifile',
  'multiimage',
  'multivideo',
  'multiimagevideo',
  'datepicker',
  'pdatepicker',
  'datetimepicker',
  'pdatetimepicker',
  'timepicker',
  'select',
  'radio',
  'multicheck',
  'form',
  'componentlist',
] as const;

/** Most options a select, radio or multicheck offers (spec 000 §9: the placeholder's options limit). */
export const CONTROL_OPTIONS_MAX = 1000;

export const PAGE_LAYOUTS = ['onecolumn', 'twocolumn', 'twocolumn_reverse', 'threecolumn'] as const;

/** The content part holding a page's text and the contents under it, in every layout. */
export const PAGE_MAIN_PART = 'main';

/**
 * Each page layout's other regions, each a content part of its own (the web's grid places them; the
 * server sends their contents with the page's first answers).
 */
export const PAGE_LAYOUT_PARTS = {
  onecolumn: [],
  twocolumn: ['side'],
  twocolumn_reverse: ['side'],
  threecolumn: ['start', 'end'],
} as const satisfies Record<(typeof PAGE_LAYOUTS)[number], readonly string[]>;

/** The storefront's themes (spec 000 §2); a store's `theme` setting picks one. */
export const THEMES = ['digi', 'melk', 'official', 'torob'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'melk';

/**
 * Where a content's toolbox sits (spec 000 §2): physical sides, as named, in every language — an
 * administrator who picks "top left" gets the left. Chosen per store (setting `content.toolboxposition`).
 */
export const TOOLBOX_POSITIONS = ['topright', 'topleft', 'bottomleft', 'bottomright', 'right', 'left'] as const;

/** The home page's content part: contents placed on it (the demo's welcome text and news list). */
export const HOME_CONTENT_PART = 'home';

/**
 * A public form's time trap (issue 10): its token is refused sooner than this after the form was
 * shown (no person fills a form in that fast; the web waits out the rest instead of sending early)…
 */
export const FORM_MIN_SECONDS = 3;
/** …and later than this (a tab left open overnight shows the form again). */
export const FORM_MAX_SECONDS = 2 * 3600;
export const TIME_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const CURRENCY_SYMBOLS = ['IRT', 'IRR'] as const;

export const MIN_NAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 6;
export const KLINES_LIMIT = 145;
export const GAINERS_LOSERS_COUNT = 10;
export const DEFAULT_TICK_SIZE = '0.0001';
export const STORAGE_WARN_RATIO = 0.7;
export const STORAGE_DANGER_RATIO = 0.9;

/** Spec 000 §9: the default modal minimum width, in CSS pixels (a phone's dialog takes the screen's width instead). */
export const MODAL_MIN_WIDTH = 600;

export const TOAST = { displayMs: 5000, extendedMs: 1000, showMs: 300, hideMs: 1000 } as const;
/** How long the 401 "Access Denied" notification stays (000 §8). */
export const UNAUTHORIZED_NOTICE_SECONDS = 9;

export const DEFAULT_UPLOAD_BYTES = 1_048_576;
export const DEFAULT_UPLOAD_COUNT = 5;
export const DEFAULT_UPLOAD_DIRECTORY = 'DataContents';
export const AVATAR_DIRECTORY = 'avatars';

export const SEARCH_MIN = { header: 2, content: 3, dashboardRoute: 3, tree: 3 } as const;

/** First path segments that are never a store name (000 §2). */
export const RESERVED_SEGMENTS = [
  'pages',
  'content',
  'account',
  'dashboard',
  'authentication',
  'market',
  'staking',
  'cms',
  'p',
  'c',
  'error',
  'payment',
  'cat',
  'shoppingcart',
  'map',
] as const;

/** First path segments the server answers itself, before any store's page: never a store name either. */
export const SERVER_SEGMENTS = ['api', 'assets', 'sitemap.xml', 'robots.txt'] as const;

export const LAYOUTS = ['empty', 'dashboard', 'theme_melk'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
