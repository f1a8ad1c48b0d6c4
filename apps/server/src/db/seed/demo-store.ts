import { storeDescriptionSetting, storeTitleSetting } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../schema.js';
import { aboutPage, contactPage } from './demo-cms-texts.js';
import { STORE_SEED_LOCK } from './system.js';

/** The demo store a fresh installation starts with: one shop, its titles and texts in fa, en and tr. */
const store = {
  name: 'melk',
  url: 'http://127.0.0.1:3000',
  sslEnabled: false,
  hosts: 'localhost,127.0.0.1',
  companyName: 'Melk Demo Co.',
  companyAddress: 'Tehran, Valiasr St. / تهران، خیابان ولیعصر',
  companyPhoneNumber: '+982100000000',
};

const settings: Record<string, string> = {
  [storeTitleSetting('persian_fa')]: 'املاک نمونه',
  [storeTitleSetting('english_en')]: 'Sample Estates',
  [storeTitleSetting('turkish_tr')]: 'Örnek Emlak',
  [storeDescriptionSetting('persian_fa')]: 'خانه‌ای که دنبالش هستید، در شهری که دوست دارید',
  [storeDescriptionSetting('english_en')]: 'The home you want, in the city you love',
  [storeDescriptionSetting('turkish_tr')]: 'Sevdiğiniz şehirde istediğiniz ev',
  'customer.canchangeprofile': 'true',
  addressfilterenabled: 'true',
  regionfilterenabled: 'true',
  categoryfilterenabled: 'true',
  attributefilterenabled: 'true',
  // The footer's links (header and footer content): the demo's pages (demo-cms.ts).
  aboutus_pagename: aboutPage.slug,
  contactus_pagename: contactPage.slug,
};

const applications = [
  { name: 'Storefront', version: '1.0.0', description: 'The public web storefront / فروشگاه وب / Web mağazası' },
  { name: 'Dashboard', version: '1.0.0', description: 'Administrator dashboard / پیشخوان مدیریت / Yönetim paneli' },
];

/** The demo store's name (its id is looked up by it). */
export const DEMO_STORE = store.name;

/**
 * Seeds the demo store when the database has no store yet; returns whether it did. Processes
 * starting together on one empty database take turns on an advisory lock, so only one seeds.
 */
export async function seedDemoStore(db: AnyDb): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${STORE_SEED_LOCK})`.execute(trx);
    const any = await trx.selectFrom('stores').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const { id } = await trx.insertInto('stores').values(store).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('settings')
      .values(Object.entries(settings).map(([name, value]) => ({ name, value, storeId: id })))
      .execute();
    await trx.insertInto('applications').values(applications).execute();
    return true;
  });
}
