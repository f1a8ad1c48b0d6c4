import { type ControlDefinition, controlListSchema, dataContentByTemplate, HOME_CONTENT_PART } from '@store/domain';
import sharp from 'sharp';
import type { FileStore } from '../../areas/cms-files/file-store.js';
import { capacityOf, saveFile } from '../../areas/cms-files/storage.js';
import type { AnyDb } from '../schema.js';
import { aboutPage, contactPage, type DemoPageText, homeWelcome, newsItems } from './demo-cms-texts.js';

/** The news component the home page's list shows. */
const NEWS = 'news';
const CONTACT_FORM = 'contactform';

const t = (fa: string, en: string, tr: string) => ({ fa, en, tr });

/** The demo's templates: a public contact form, a content that shows it, news items and their list, the welcome text. */
const templates: Record<string, { isForm?: boolean; controls: unknown[] }> = {
  [CONTACT_FORM]: {
    isForm: true,
    controls: [
      { name: 'name', type: 'text', required: true, title: t('نام شما', 'Your name', 'Adınız') },
      { name: 'email', type: 'text', required: true, title: t('ایمیل', 'E-mail', 'E-posta') },
      { name: 'phone', type: 'text', title: t('تلفن همراه', 'Mobile phone', 'Cep telefonu') },
      { name: 'message', type: 'multiline', required: true, title: t('پیام', 'Message', 'Mesaj') },
    ],
  },
  contact: { controls: [{ name: 'form', type: 'form', title: t('فرم تماس', 'Contact form', 'İletişim formu') }] },
  [NEWS]: {
    controls: [
      { name: 'picture', type: 'image', title: t('تصویر', 'Picture', 'Resim') },
      { name: 'date', type: 'pdatepicker', title: t('تاریخ', 'Date', 'Tarih') },
    ],
  },
  // The list's content has the heading ("News"): the control itself needs no title of its own.
  newslist: { controls: [{ name: 'list', type: 'componentlist', componentname: NEWS }] },
  welcome: {
    controls: [
      { name: 'more', type: 'link', translate: true, title: t('بیشتر دربارهٔ ما بخوانید', 'Read more about us', 'Hakkımızda daha fazlası') },
    ],
  },
};

/** A picture for a news item (and a demo product), drawn from an SVG (no binary files in the repository): a sky, hills and a house. */
export async function newsPicture([dark, light]: readonly [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#sky)"/>
    <circle cx="960" cy="150" r="70" fill="#fde68a"/>
    <path d="M0 520 Q300 400 600 500 T1200 470 V675 H0Z" fill="${dark}" opacity="0.35"/>
    <path d="M0 580 Q350 500 700 570 T1200 560 V675 H0Z" fill="${dark}" opacity="0.6"/>
    <rect x="470" y="330" width="260" height="200" fill="#ffffff" stroke="${dark}" stroke-width="8"/>
    <path d="M440 340 L600 220 L760 340Z" fill="${dark}"/>
    <rect x="575" y="430" width="50" height="100" fill="${dark}"/>
    <rect x="500" y="370" width="50" height="45" fill="${light}" stroke="${dark}" stroke-width="5"/>
    <rect x="650" y="370" width="50" height="45" fill="${light}" stroke="${dark}" stroke-width="5"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Data content as the server stores it: judged by the template's controls (the same rule SaveContent runs). */
function stored(dataTemplate: string, data: Record<string, { content: unknown }>): string {
  const judged = dataContentByTemplate(JSON.stringify(data), { dataTemplate });
  if ('issues' in judged) throw new Error(`demo data content refused: ${JSON.stringify(judged.issues)}`);
  return String(judged.value);
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function insertPage(db: AnyDb, storeId: number, page: DemoPageText): Promise<number> {
  const row = await db
    .insertInto('pages')
    .values({
      storeId,
      slug: page.slug,
      systemName: page.systemName,
      layoutType: page.layoutType,
      title: JSON.stringify(page.title),
      description: JSON.stringify(page.description),
      metaTitle: JSON.stringify(page.title),
      metaDescription: JSON.stringify(page.metaDescription),
      published: true,
      includeInTopMenu: page.includeInTopMenu,
      includeInSitemap: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The demo store's CMS (issue 10): an about page, a contact page with a working form, the home
 * page's welcome text and a list of news items with pictures — all in fa, en and tr, written as
 * the CMS calls would write them (data contents judged by their templates, pictures stored and
 * counted like uploads). Runs once, right after the demo store is made.
 */
export async function seedDemoCms(db: AnyDb, files: FileStore, storeId: number): Promise<void> {
  const templateIds: Record<string, { id: number; dataTemplate: string }> = {};
  for (const [componentName, template] of Object.entries(templates)) {
    const dataTemplate = JSON.stringify(controlListSchema.parse(template.controls) satisfies ControlDefinition[]);
    const row = await db
      .insertInto('contentTemplates')
      .values({ storeId, componentName, dataTemplate, isForm: template.isForm ?? false })
      .returning('id')
      .executeTakeFirstOrThrow();
    templateIds[componentName] = { id: Number(row.id), dataTemplate };
  }
  const content = async (
    componentName: string,
    place: { partName: string; entityName?: string; entityId?: number },
    fields: { title?: object; description?: object; displayOrder?: number; data: Record<string, { content: unknown }> },
  ) => {
    const template = templateIds[componentName];
    if (!template) throw new Error(`no demo template ${componentName}`);
    await db
      .insertInto('contents')
      .values({
        storeId,
        componentName,
        contentTemplateId: template.id,
        title: fields.title ? JSON.stringify(fields.title) : null,
        description: fields.description ? JSON.stringify(fields.description) : null,
        displayOrder: fields.displayOrder ?? 0,
        published: true,
        dataContent: stored(template.dataTemplate, fields.data),
        partName: place.partName,
        entityName: place.entityName ?? null,
        entityId: place.entityId ?? null,
      })
      .execute();
  };

  await insertPage(db, storeId, aboutPage);
  const contactId = await insertPage(db, storeId, contactPage);
  await content('contact', { partName: 'main', entityName: 'Page', entityId: contactId }, { data: { form: { content: CONTACT_FORM } } });
  const about = `/pages/${aboutPage.slug}`;
  await content(
    'welcome',
    { partName: HOME_CONTENT_PART },
    { title: homeWelcome.title, description: homeWelcome.description, data: { more: { content: { fa: about, en: about, tr: about } } } },
  );
  await content('newslist', { partName: HOME_CONTENT_PART }, { title: t('تازه‌ها', 'News', 'Haberler'), displayOrder: 1, data: {} });

  const capacity = await capacityOf(db, storeId, storeId);
  for (const [index, item] of newsItems.entries()) {
    const name = `demo-news-${index + 1}.jpg`;
    const body = await newsPicture(item.colours);
    await saveFile(
      db,
      files,
      { storeId, directory: 'Images', name, size: body.length, contentType: 'image/jpeg', body, createdBy: null },
      capacity,
    );
    await content(
      NEWS,
      { partName: NEWS },
      {
        title: item.title,
        description: item.description,
        displayOrder: index,
        data: { picture: { content: `/api/CMS/Image/Images/${name}` }, date: { content: isoDaysAgo(item.daysAgo) } },
      },
    );
  }
}
