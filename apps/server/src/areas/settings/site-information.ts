import {
  DEFAULT_LOGO_HEIGHT,
  HEADER_FOOTER_SETTINGS,
  type HeaderFooterSetting,
  inputSchema,
  type Language,
  localeOf,
  type Row,
  Store,
  safeText,
  settingInteger,
  settingIssue,
  storeDescriptionSetting,
  storeTitleSetting,
  TEXT_LANGUAGES,
} from '@store/domain';
import { z } from 'zod';
import type { AnyDb } from '../../db/schema.js';
import type { Caller, ResourceService } from '../engine/resource-service.js';
import type { SettingChange, StoreSettings } from './store-settings.js';

/**
 * A store's public identity (`GET /api/Settings/getSiteInformation`): what the header, footer and
 * document title show. Its name, logo, icon and company come from the Store row; its title and
 * description (per language) and the header and footer content of spec 000 §3 are the store's own
 * settings (docs/notes/issue-10-settings.md).
 */
const HEADER_FOOTER = Object.keys(HEADER_FOOTER_SETTINGS) as HeaderFooterSetting[];
const TEXT_SETTINGS = { title: storeTitleSetting, description: storeDescriptionSetting } as const;
type SiteText = keyof typeof TEXT_SETTINGS;
const TEXT_MAX: Record<SiteText, number> = { title: 200, description: 1000 };
/** Fields of the Store row that are the store's public identity. */
const STORE_FIELDS = ['logo', 'icon', 'companyName', 'companyAddress', 'companyPhoneNumber'] as const;
/** Of them, those saveSiteInformation changes (the icon has its own call: changeIcon). */
const SAVED_STORE_FIELDS = ['logo', 'companyName', 'companyAddress', 'companyPhoneNumber'] as const;

const translated = z.object(Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>);

export const siteInformationSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  title: translated,
  description: translated,
  ...(Object.fromEntries(STORE_FIELDS.map((f) => [f, z.string()])) as Record<(typeof STORE_FIELDS)[number], z.ZodString>),
  ...(Object.fromEntries(HEADER_FOOTER.map((f) => [f, z.string()])) as Record<Exclude<HeaderFooterSetting, 'logoheight'>, z.ZodString>),
  logoheight: z.number().int(),
});
export type SiteInformation = z.infer<typeof siteInformationSchema>;

/** A header or footer setting's text, checked by its kind; '' takes the store's value away. */
const headerFooterText = (name: HeaderFooterSetting) =>
  safeText(2000).superRefine((value, ctx) => {
    const code = value === '' ? null : settingIssue(name, value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  });

const textsOf = (max: number) =>
  z.strictObject(
    Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, safeText(max).optional()])) as Record<Language, z.ZodOptional<z.ZodString>>,
  );

const storeUpdate = (inputSchema(Store, 'update') as z.ZodObject).shape;

/** The body of saveSiteInformation: any of the fields, each as getSiteInformation answers it; '' clears one. */
export const siteInformationBody = z.strictObject({
  title: textsOf(TEXT_MAX.title).optional(),
  description: textsOf(TEXT_MAX.description).optional(),
  ...(Object.fromEntries(SAVED_STORE_FIELDS.map((f) => [f, storeUpdate[f]])) as Record<(typeof SAVED_STORE_FIELDS)[number], z.ZodType>),
  ...(Object.fromEntries(HEADER_FOOTER.map((f) => [f, headerFooterText(f).optional()])) as Record<
    Exclude<HeaderFooterSetting, 'logoheight'>,
    z.ZodOptional<z.ZodString>
  >),
  logoheight: z.number().int().min(1).max(1000).optional(),
});
export type SiteInformationBody = z.infer<typeof siteInformationBody>;

/** Reads and saves site information through the engine's services for Store and Setting. */
export class SiteInformationBook {
  constructor(
    private readonly stores: ResourceService,
    private readonly settings: StoreSettings,
  ) {}

  async read(storeId: number, defaultStoreId: number, caller: Caller): Promise<SiteInformation> {
    const store = await this.stores.get(storeId, caller);
    const values = new Map(
      (await this.settings.effective(storeId, defaultStoreId, caller.language)).map((s) => [s.name.toLowerCase(), s.value]),
    );
    const setting = (name: string) => values.get(name.toLowerCase()) ?? '';
    const texts = (text: SiteText) =>
      Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, setting(TEXT_SETTINGS[text](localeOf(l)))])) as Record<Language, string>;
    return {
      storeId,
      name: String(store.name),
      title: texts('title'),
      description: texts('description'),
      ...(Object.fromEntries(STORE_FIELDS.map((f) => [f, String(store[f] ?? '')])) as Record<(typeof STORE_FIELDS)[number], string>),
      ...(Object.fromEntries(HEADER_FOOTER.map((f) => [f, setting(f)])) as Record<HeaderFooterSetting, string>),
      logoheight: settingInteger(setting('logoheight'), DEFAULT_LOGO_HEIGHT),
    };
  }

  /** Saves the fields sent, the store's row and its settings in one transaction: all or nothing. */
  async save(db: AnyDb, storeId: number, body: SiteInformationBody, caller: Caller): Promise<void> {
    const storeChanges: Row = {};
    for (const field of SAVED_STORE_FIELDS) if (body[field] !== undefined) storeChanges[field] = body[field];
    const changes: SettingChange[] = [];
    const change = (name: string, value: string | undefined) => {
      if (value !== undefined) changes.push({ name, value: value === '' ? null : value });
    };
    for (const text of Object.keys(TEXT_SETTINGS) as SiteText[]) {
      for (const l of TEXT_LANGUAGES) change(TEXT_SETTINGS[text](localeOf(l)), body[text]?.[l]);
    }
    for (const f of HEADER_FOOTER) change(f, f === 'logoheight' ? body.logoheight?.toString() : body[f]);
    await db.transaction().execute(async (trx) => {
      if (Object.keys(storeChanges).length > 0) await this.stores.inTransaction(trx).update(storeId, storeChanges, caller);
      await this.settings.save(trx, storeId, changes, caller);
    });
  }

  /** Sets the store's icon (an address of one of its files, checked by the caller). */
  async changeIcon(storeId: number, icon: string, caller: Caller): Promise<void> {
    await this.stores.update(storeId, { icon }, caller);
  }
}
