/**
 * The demo store's CMS texts in fa, en and tr: what a real estate agency would put on its site.
 * Data only; `demo-cms.ts` turns it into pages and contents.
 */

type Texts = { readonly fa: string; readonly en: string; readonly tr: string };

export interface DemoPageText {
  /** The page's slug (readable, from its Persian title) and the name the footer links by. */
  readonly slug: string;
  readonly systemName: string;
  readonly layoutType: 'onecolumn' | 'twocolumn' | 'twocolumn_reverse' | 'threecolumn';
  readonly title: Texts;
  readonly description: Texts;
  readonly metaDescription: Texts;
  readonly includeInTopMenu: boolean;
}

export const aboutPage: DemoPageText = {
  slug: 'درباره-ما',
  systemName: 'about',
  layoutType: 'twocolumn',
  includeInTopMenu: true,
  title: { fa: 'درباره ما', en: 'About us', tr: 'Hakkımızda' },
  description: {
    fa: '<p>املاک نمونه از سال ۱۳۹۰ در تهران، اصفهان و شیراز خانه و زمین معرفی می‌کند. <strong>هر آگهی را پیش از انتشار از نزدیک می‌بینیم</strong> و سند آن را بررسی می‌کنیم.</p><p>مشاوران ما به فارسی، انگلیسی و ترکی پاسخ می‌دهند.</p>',
    en: '<p>Sample Estates has listed homes and land in Tehran, Isfahan and Shiraz since 2011. <strong>We visit every property before it is published</strong> and check its deed.</p><p>Our agents answer in Persian, English and Turkish.</p>',
    tr: '<p>Örnek Emlak 2011’den beri Tahran, İsfahan ve Şiraz’da ev ve arsa ilanı veriyor. <strong>Her mülkü yayınlamadan önce yerinde görüyoruz</strong> ve tapusunu inceliyoruz.</p><p>Danışmanlarımız Farsça, İngilizce ve Türkçe yanıt verir.</p>',
  },
  metaDescription: {
    fa: 'آشنایی با املاک نمونه و مشاوران آن',
    en: 'Who Sample Estates are and how we work',
    tr: 'Örnek Emlak kimdir ve nasıl çalışır',
  },
};

export const contactPage: DemoPageText = {
  slug: 'تماس-با-ما',
  systemName: 'contact',
  layoutType: 'onecolumn',
  includeInTopMenu: true,
  title: { fa: 'تماس با ما', en: 'Contact us', tr: 'Bize ulaşın' },
  description: {
    fa: '<p>پرسش خود را بنویسید؛ در کمتر از یک روز کاری پاسخ می‌دهیم.</p>',
    en: '<p>Write us your question; we answer within one working day.</p>',
    tr: '<p>Sorunuzu yazın; bir iş günü içinde yanıt veriyoruz.</p>',
  },
  metaDescription: {
    fa: 'فرم تماس با املاک نمونه',
    en: 'Contact form of Sample Estates',
    tr: 'Örnek Emlak iletişim formu',
  },
};

export const homeWelcome = {
  title: { fa: 'خانه‌ای برای هر فصل زندگی', en: 'A home for every season of life', tr: 'Hayatın her mevsimi için bir ev' },
  description: {
    fa: '<p>آپارتمان، ویلا و زمین در شهرهای بزرگ ایران؛ با قیمت روشن و سند بررسی‌شده.</p>',
    en: '<p>Flats, villas and land in Iran’s largest cities, with clear prices and checked deeds.</p>',
    tr: '<p>İran’ın büyük şehirlerinde daire, villa ve arsa; açık fiyatlar ve incelenmiş tapularla.</p>',
  },
} as const;

export interface DemoNewsText {
  readonly title: Texts;
  readonly description: Texts;
  /** Two colours of the generated picture (no binary files in the repository). */
  readonly colours: readonly [string, string];
  /** Days before the seed the item was published. */
  readonly daysAgo: number;
}

export const newsItems: readonly DemoNewsText[] = [
  {
    title: { fa: 'شعبه تازه در شیراز', en: 'A new branch in Shiraz', tr: 'Şiraz’da yeni şube' },
    description: {
      fa: '<p>دفتر شیراز در خیابان زند باز شد و آگهی‌های فارس را از نزدیک بررسی می‌کند.</p>',
      en: '<p>Our Shiraz office opened on Zand Street and checks listings in Fars in person.</p>',
      tr: '<p>Şiraz ofisimiz Zend Caddesi’nde açıldı ve Fars’taki ilanları yerinde inceliyor.</p>',
    },
    colours: ['#0f766e', '#99f6e4'],
    daysAgo: 3,
  },
  {
    title: { fa: 'راهنمای خرید نخستین خانه', en: 'A guide to buying your first home', tr: 'İlk evinizi alma rehberi' },
    description: {
      fa: '<p>از بودجه و وام تا بازدید و سند: گام‌هایی که پیش از امضای قرارداد باید برداشت.</p>',
      en: '<p>From budget and loan to visits and the deed: the steps to take before you sign.</p>',
      tr: '<p>Bütçe ve krediden ziyaret ve tapuya: imzadan önce atılacak adımlar.</p>',
    },
    colours: ['#1d4ed8', '#bfdbfe'],
    daysAgo: 10,
  },
  {
    title: { fa: 'بازار اجاره در پاییز', en: 'The rental market this autumn', tr: 'Bu sonbaharda kira piyasası' },
    description: {
      fa: '<p>اجاره‌بها در تهران آرام‌تر از سال گذشته بالا رفته است؛ آپارتمان‌های کوچک پرطرفدارترند.</p>',
      en: '<p>Rents in Tehran rose more slowly than last year; small flats are the most sought after.</p>',
      tr: '<p>Tahran’da kiralar geçen yıldan daha yavaş arttı; küçük daireler en çok arananlar.</p>',
    },
    colours: ['#b45309', '#fde68a'],
    daysAgo: 21,
  },
];
