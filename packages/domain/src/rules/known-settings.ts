import { PRODUCT_SETTINGS } from '../catalog/product-rules.js';
import {
  DEFAULT_THEME,
  DEFAULT_UPLOAD_BYTES,
  DEFAULT_UPLOAD_COUNT,
  LOCALES,
  type Locale,
  THEMES,
  TOOLBOX_POSITIONS,
} from '../constants.js';
import { BACKUP_RETENTION_SETTING, DEFAULT_BACKUP_RETENTION } from '../entities/backups.js';
import { DEFAULT_STORAGE_CAPACITY, FILE_COUNT_SETTING, FILE_SIZE_SETTING, STORAGE_CAPACITY_SETTING, UPLOAD_CEILING } from './files.js';
import {
  DEFAULT_MAIL_ATTEMPTS,
  DEFAULT_RESET_LINK_MINUTES,
  MESSAGING_SETTINGS,
  RESET_LINK_MINUTES_MAX,
  RESET_LINK_MINUTES_MIN,
} from './messaging-settings.js';
import {
  DEFAULT_LOGO_HEIGHT,
  DEFAULT_MAXIMUM_ADDRESSES,
  DEFAULT_TICKET_UPLOAD_BYTES,
  MAXIMUM_ADDRESSES_SETTING,
  SOCIAL_NETWORKS,
  THEME_SETTING,
  TICKET_UPLOAD_BYTES_SETTING,
  TOOLBOX_FIXED_SETTING,
  TOOLBOX_POSITION_SETTING,
} from './setting-names.js';
import { type SettingKind, settingValueIssue } from './setting-values.js';

/**
 * The settings the product reads, each with what its value may be, who may read it and its
 * default. Any other name is a free-form setting: administrators may save it (its length limited
 * by the Setting entity), only they read it. Documented in docs/notes/issue-10-settings.md.
 */
export interface KnownSetting {
  readonly kind: SettingKind;
  /**
   * Anyone may read it (`GET /api/Settings/getAppSettings` without signing in): the storefront and
   * the uploader need it before anyone signs in. Everything else is read by administrators only.
   */
  readonly public: boolean;
  /** The value when no store sets it; seeded for the default store on start. */
  readonly default?: string;
  /**
   * The store's own only: a store without it has none (its default), never the default store's.
   * A store's name, links and logo belong to it; limits and switches are inherited.
   */
  readonly own?: true;
}

/** Setting of a store's display title in one locale: `store.title.persian_fa`. */
export const storeTitleSetting = (locale: Locale) => `store.title.${locale}`;
/** Setting of a store's one-line description (its slogan) in one locale: `store.description.english_en`. */
export const storeDescriptionSetting = (locale: Locale) => `store.description.${locale}`;

const BOOLEAN: SettingKind = { type: 'boolean' };
const UPLOAD_BYTES: SettingKind = { type: 'integer', min: 1, max: UPLOAD_CEILING };
/** How many files one pick of the uploader may hold. */
const UPLOAD_COUNT: SettingKind = { type: 'integer', min: 1, max: 100 };
const WEB_ADDRESS: SettingKind = { type: 'webAddress' };
const PAGE_NAME: SettingKind = { type: 'pageName' };

/**
 * Header and footer content (spec 000 §3): the logo's height and classes, social links and the
 * pages the footer's contact and about links open. The logo itself is the store's `logo` field.
 */
export const HEADER_FOOTER_SETTINGS = {
  logoheight: { kind: { type: 'integer', min: 1, max: 1000 }, public: true, default: String(DEFAULT_LOGO_HEIGHT), own: true },
  logoclass: { kind: { type: 'cssClass' }, public: true, own: true },
  facebook: { kind: WEB_ADDRESS, public: true, own: true },
  instagram: { kind: WEB_ADDRESS, public: true, own: true },
  telegram: { kind: WEB_ADDRESS, public: true, own: true },
  twitter: { kind: WEB_ADDRESS, public: true, own: true },
  whatsapp: { kind: WEB_ADDRESS, public: true, own: true },
  youtube: { kind: WEB_ADDRESS, public: true, own: true },
  contactus_pagename: { kind: PAGE_NAME, public: true, own: true },
  aboutus_pagename: { kind: PAGE_NAME, public: true, own: true },
} as const satisfies Record<string, KnownSetting>;

export type HeaderFooterSetting = keyof typeof HEADER_FOOTER_SETTINGS;

// Each social network (setting-names.ts, light enough for a visitor's page) is a header-and-footer setting.
SOCIAL_NETWORKS satisfies readonly HeaderFooterSetting[];

const perLocale = (name: (locale: Locale) => string, setting: KnownSetting) =>
  Object.fromEntries(LOCALES.map((locale) => [name(locale), setting]));

export const KNOWN_SETTINGS: Readonly<Record<string, KnownSetting>> = {
  // The storefront's filters show to visitors only when switched on (spec 000 §6); administrators always see them.
  addressfilterenabled: { kind: BOOLEAN, public: true, default: 'false' },
  categoryfilterenabled: { kind: BOOLEAN, public: true, default: 'false' },
  attributefilterenabled: { kind: BOOLEAN, public: true, default: 'false' },
  regionfilterenabled: { kind: BOOLEAN, public: true, default: 'false' },
  // Customers may change their own profile (spec 000 §6).
  'customer.canchangeprofile': { kind: BOOLEAN, public: true, default: 'true' },
  // How many addresses one customer may keep (spec 001 §8, §9); administrators only, as the store's limits are.
  [MAXIMUM_ADDRESSES_SETTING]: { kind: { type: 'integer', min: 1, max: 100 }, public: false, default: String(DEFAULT_MAXIMUM_ADDRESSES) },
  // Upload limits (spec 000 §9): the web's uploader checks a pick against them before sending.
  [FILE_SIZE_SETTING.dataForm]: { kind: UPLOAD_BYTES, public: true, default: String(DEFAULT_UPLOAD_BYTES) },
  [FILE_SIZE_SETTING.attribute]: { kind: UPLOAD_BYTES, public: true, default: String(DEFAULT_UPLOAD_BYTES) },
  [FILE_SIZE_SETTING.avatar]: { kind: UPLOAD_BYTES, public: true, default: String(DEFAULT_UPLOAD_BYTES) },
  [FILE_COUNT_SETTING.dataForm]: { kind: UPLOAD_COUNT, public: true, default: String(DEFAULT_UPLOAD_COUNT) },
  [FILE_COUNT_SETTING.attribute]: { kind: UPLOAD_COUNT, public: true, default: String(DEFAULT_UPLOAD_COUNT) },
  ...HEADER_FOOTER_SETTINGS,
  // Where the content toolbox sits, and whether it shows all the time instead of on hover (spec 000 §2).
  [TOOLBOX_POSITION_SETTING]: { kind: { type: 'choice', options: TOOLBOX_POSITIONS }, public: true, default: 'topright' },
  [TOOLBOX_FIXED_SETTING]: { kind: BOOLEAN, public: true, default: 'false' },
  // The storefront's look and home layout (issue 11); each store its own.
  [THEME_SETTING]: { kind: { type: 'choice', options: THEMES }, public: true, default: DEFAULT_THEME, own: true },
  ...perLocale(storeTitleSetting, { kind: { type: 'text', max: 200 }, public: true, own: true }),
  ...perLocale(storeDescriptionSetting, { kind: { type: 'text', max: 1000 }, public: true, own: true }),
  // Administrators only: how many bytes of ticket attachments a customer may upload in a day.
  [TICKET_UPLOAD_BYTES_SETTING]: {
    kind: { type: 'integer', min: 1, max: Number.MAX_SAFE_INTEGER },
    public: false,
    default: String(DEFAULT_TICKET_UPLOAD_BYTES),
  },
  // The catalog (spec 001 §9). Days: how long a product stays listed after its approval, and shows as new (0: no limit).
  [PRODUCT_SETTINGS.availableDays]: { kind: { type: 'integer', min: 0, max: 36_500 }, public: false, default: '0' },
  [PRODUCT_SETTINGS.markNewDays]: { kind: { type: 'integer', min: 0, max: 36_500 }, public: false, default: '30' },
  // Customers add their own products, and whether those wait for an administrator's approval (the account menu reads both).
  [PRODUCT_SETTINGS.customerCanAdd]: { kind: BOOLEAN, public: true, default: 'false' },
  [PRODUCT_SETTINGS.needsApproval]: { kind: BOOLEAN, public: true, default: 'true' },
  // What a published product must have (its forms mark them required).
  [PRODUCT_SETTINGS.requiresAddress]: { kind: BOOLEAN, public: true, default: 'false' },
  [PRODUCT_SETTINGS.requiresLocation]: { kind: BOOLEAN, public: true, default: 'false' },
  [PRODUCT_SETTINGS.requiresTag]: { kind: BOOLEAN, public: true, default: 'false' },
  [PRODUCT_SETTINGS.requiresRegion]: { kind: BOOLEAN, public: true, default: 'false' },
  [PRODUCT_SETTINGS.requiresCategory]: { kind: BOOLEAN, public: true, default: 'false' },
  // Customers' comments on products wait for an administrator's approval (administrators only).
  'comment.needsapproval': { kind: BOOLEAN, public: false, default: 'true' },
  // The filter panel's price range and whether leaving the products page clears the filter (spec 000 §3 filter settings).
  'filter.enablepricefilter': { kind: BOOLEAN, public: true, default: 'true' },
  'filter.clearfilteronleave': { kind: BOOLEAN, public: true, default: 'false' },
  // Administrators only, the installation's (the default store's value): archives kept per automatic backup plan.
  [BACKUP_RETENTION_SETTING]: { kind: { type: 'integer', min: 1, max: 1000 }, public: false, default: String(DEFAULT_BACKUP_RETENTION) },
  // Administrators only: how many bytes the store's files may take.
  [STORAGE_CAPACITY_SETTING]: {
    kind: { type: 'integer', min: 1, max: Number.MAX_SAFE_INTEGER },
    public: false,
    default: String(DEFAULT_STORAGE_CAPACITY),
  },
  // Mail (issue 14 item 6), administrators only: the account mail goes through (none: the first), tries per mail, reset link lifetime.
  [MESSAGING_SETTINGS.defaultAccount]: { kind: { type: 'integer', min: 1, max: 2_147_483_647 }, public: false },
  [MESSAGING_SETTINGS.maxAttempts]: { kind: { type: 'integer', min: 1, max: 100 }, public: false, default: String(DEFAULT_MAIL_ATTEMPTS) },
  [MESSAGING_SETTINGS.resetLinkMinutes]: {
    kind: { type: 'integer', min: RESET_LINK_MINUTES_MIN, max: RESET_LINK_MINUTES_MAX },
    public: false,
    default: String(DEFAULT_RESET_LINK_MINUTES),
  },
};

const BY_LOWER_NAME = new Map(Object.entries(KNOWN_SETTINGS).map(([name, setting]) => [name.toLowerCase(), { name, ...setting }]));

/** A known setting by name in any letter case, with its name as declared. */
export function knownSetting(name: string): (KnownSetting & { name: string }) | undefined {
  return BY_LOWER_NAME.get(name.trim().toLowerCase());
}

/** Whether an anonymous visitor may read the setting (see KnownSetting.public). */
export function isPublicSetting(name: string): boolean {
  return knownSetting(name)?.public === true;
}

/** The settings anyone may read, as declared. */
export const PUBLIC_SETTINGS: readonly string[] = Object.entries(KNOWN_SETTINGS)
  .filter(([, setting]) => setting.public)
  .map(([name]) => name);

/** The settings that have a default, and that default (seeded for the default store). */
export const DEFAULT_SETTINGS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(KNOWN_SETTINGS).flatMap(([name, setting]) => (setting.default === undefined ? [] : [[name, setting.default]])),
);

/** The error code of a value the named setting cannot hold, or null (free-form settings take any value). */
export function settingIssue(name: string, value: string): string | null {
  const known = knownSetting(name);
  return known ? settingValueIssue(known.kind, value) : null;
}
