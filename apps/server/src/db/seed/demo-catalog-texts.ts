/**
 * The demo store's catalog (issue 13: "a browsable catalog in all three languages"): a real-estate
 * shop's homes in Tehran, Shiraz and Isfahan, with the attributes such a shop filters by. Prices
 * are in Toman. Each text is written in Persian, English and Turkish.
 */
const t = (fa: string, en: string, tr: string) => ({ fa, en, tr });

export const demoPlaces = {
  country: { name: t('ایران', 'Iran', 'İran'), iso2: 'IR', iso3: 'IRN', numeric: 364, callingCode: '+98' },
  cities: [
    { key: 'tehran', province: t('استان تهران', 'Tehran Province', 'Tahran Eyaleti'), name: t('تهران', 'Tehran', 'Tahran') },
    { key: 'shiraz', province: t('استان فارس', 'Fars Province', 'Fars Eyaleti'), name: t('شیراز', 'Shiraz', 'Şiraz') },
    { key: 'isfahan', province: t('استان اصفهان', 'Isfahan Province', 'İsfahan Eyaleti'), name: t('اصفهان', 'Isfahan', 'İsfahan') },
  ],
  // Districts of each city; a child under its parent.
  regions: [
    { key: 'tehran-north', city: 'tehran', name: t('شمال تهران', 'North Tehran', 'Kuzey Tahran') },
    { key: 'niavaran', city: 'tehran', parent: 'tehran-north', name: t('نیاوران', 'Niavaran', 'Niyavaran') },
    { key: 'tehran-west', city: 'tehran', name: t('غرب تهران', 'West Tehran', 'Batı Tahran') },
    { key: 'shiraz-center', city: 'shiraz', name: t('مرکز شیراز', 'Central Shiraz', 'Şiraz Merkez') },
    { key: 'isfahan-jolfa', city: 'isfahan', name: t('جلفا', 'Jolfa', 'Culfa') },
  ],
} as const;

export const demoCategories = [
  { key: 'sale', name: t('خرید و فروش', 'For sale', 'Satılık') },
  { key: 'apartments', parent: 'sale', name: t('آپارتمان', 'Apartments', 'Daireler') },
  { key: 'villas', parent: 'sale', name: t('ویلا', 'Villas', 'Villalar') },
  { key: 'rent', name: t('اجاره', 'For rent', 'Kiralık') },
] as const;

export const demoTypes = [
  { key: 'home', name: t('مسکونی', 'Residential', 'Konut') },
  { key: 'land', name: t('زمین', 'Land', 'Arsa') },
] as const;

/** The filterable attributes of products: every control type a visitor filters by. */
export const demoAttributes = [
  { key: 'rooms', type: '2', name: t('تعداد اتاق', 'Bedrooms', 'Yatak odası') },
  { key: 'area', type: '2', name: t('متراژ (متر مربع)', 'Area (m²)', 'Alan (m²)') },
  { key: 'parking', type: '5', name: t('پارکینگ', 'Parking', 'Otopark') },
  {
    key: 'age',
    type: '11',
    name: t('سن بنا', 'Building age', 'Bina yaşı'),
    values: [t('نوساز', 'New', 'Yeni'), t('۵ تا ۱۵ سال', '5–15 years', '5–15 yıl'), t('قدیمی', 'Older', 'Eski')],
  },
  {
    key: 'amenities',
    type: '21',
    name: t('امکانات', 'Amenities', 'Olanaklar'),
    values: [t('آسانسور', 'Lift', 'Asansör'), t('انباری', 'Storage', 'Depo'), t('استخر', 'Pool', 'Havuz'), t('حیاط', 'Garden', 'Bahçe')],
  },
  {
    key: 'deed',
    type: '22',
    name: t('نوع سند', 'Deed', 'Tapu'),
    values: [t('سند تک‌برگ', 'Single-page deed', 'Tek sayfa tapu'), t('قول‌نامه‌ای', 'Agreement only', 'Sözleşmeli')],
  },
  { key: 'view', type: '1', name: t('چشم‌انداز', 'View', 'Manzara') },
] as const;

export interface DemoProduct {
  slug: string;
  name: { fa: string; en: string; tr: string };
  description: { fa: string; en: string; tr: string };
  price: string;
  oldPrice?: string;
  callForPrice?: boolean;
  type: 'home' | 'land';
  category: 'apartments' | 'villas' | 'rent';
  city: 'tehran' | 'shiraz' | 'isfahan';
  region: string;
  featured?: boolean;
  isNew?: boolean;
  colours: readonly [string, string];
  /** Attribute key → value: a number, `true`, a value's index (dropdown, radio), indexes (checkboxes), text. */
  values: Record<string, string | number | boolean | number[]>;
}

export const demoProducts: readonly DemoProduct[] = [
  {
    slug: 'niavaran-garden-villa',
    name: t('ویلای باغ‌دار نیاوران', 'Niavaran garden villa', 'Niyavaran bahçeli villa'),
    description: t(
      '<p>ویلای دوبلکس با حیاط مشجر و استخر، در کوچه‌ای آرام.</p>',
      '<p>A duplex villa with a tree-lined garden and a pool, on a quiet lane.</p>',
      '<p>Ağaçlı bahçesi ve havuzu olan, sakin bir sokakta dubleks villa.</p>',
    ),
    price: '185000000000',
    oldPrice: '198000000000',
    type: 'home',
    category: 'villas',
    city: 'tehran',
    region: 'niavaran',
    featured: true,
    colours: ['#0f766e', '#99f6e4'],
    values: { rooms: 5, area: 640, parking: true, age: 1, amenities: [2, 3, 1], deed: 0, view: t('کوهستان', 'Mountains', 'Dağlar').fa },
  },
  {
    slug: 'tehran-west-new-apartment',
    name: t('آپارتمان نوساز غرب تهران', 'New apartment in West Tehran', 'Batı Tahran’da yeni daire'),
    description: t(
      '<p>دو خوابه، طبقه چهارم، نورگیر عالی.</p>',
      '<p>Two bedrooms on the fourth floor, full of light.</p>',
      '<p>Dördüncü katta, bol ışıklı iki yatak odalı.</p>',
    ),
    price: '9800000000',
    type: 'home',
    category: 'apartments',
    city: 'tehran',
    region: 'tehran-west',
    isNew: true,
    colours: ['#1d4ed8', '#bfdbfe'],
    values: { rooms: 2, area: 95, parking: true, age: 0, amenities: [0, 1], deed: 0, view: 'City' },
  },
  {
    slug: 'north-tehran-penthouse',
    name: t('پنت‌هاوس شمال تهران', 'North Tehran penthouse', 'Kuzey Tahran çatı katı'),
    description: t(
      '<p>پنت‌هاوس با تراس و دید کامل به شهر.</p>',
      '<p>A penthouse with a terrace and a view over the whole city.</p>',
      '<p>Teraslı, tüm şehre bakan çatı katı.</p>',
    ),
    price: '72000000000',
    callForPrice: true,
    type: 'home',
    category: 'apartments',
    city: 'tehran',
    region: 'tehran-north',
    featured: true,
    colours: ['#7c3aed', '#ddd6fe'],
    values: { rooms: 4, area: 310, parking: true, age: 0, amenities: [0, 1, 2], deed: 0, view: 'City lights' },
  },
  {
    slug: 'shiraz-courtyard-house',
    name: t('خانهٔ حیاط‌دار شیراز', 'Shiraz courtyard house', 'Şiraz avlulu ev'),
    description: t(
      '<p>خانهٔ قدیمی مرمت‌شده با حوض و درختان نارنج.</p>',
      '<p>A restored old house with a pool and bitter-orange trees.</p>',
      '<p>Havuzlu ve turunç ağaçlı, restore edilmiş eski bir ev.</p>',
    ),
    price: '14500000000',
    oldPrice: '15900000000',
    type: 'home',
    category: 'villas',
    city: 'shiraz',
    region: 'shiraz-center',
    colours: ['#b45309', '#fde68a'],
    values: { rooms: 3, area: 280, parking: false, age: 2, amenities: [3, 1], deed: 0, view: 'حیاط' },
  },
  {
    slug: 'shiraz-rent-flat',
    name: t('آپارتمان اجاره‌ای مرکز شیراز', 'Flat for rent in central Shiraz', 'Şiraz merkezde kiralık daire'),
    description: t(
      '<p>یک خوابه، مبله، نزدیک بازار وکیل.</p>',
      '<p>One bedroom, furnished, near the Vakil Bazaar.</p>',
      '<p>Vekil Çarşısı yakınında eşyalı tek yatak odalı.</p>',
    ),
    price: '25000000',
    type: 'home',
    category: 'rent',
    city: 'shiraz',
    region: 'shiraz-center',
    isNew: true,
    colours: ['#be123c', '#fecdd3'],
    values: { rooms: 1, area: 60, parking: false, age: 1, amenities: [0], deed: 1, view: 'Bazaar' },
  },
  {
    slug: 'jolfa-apartment',
    name: t('آپارتمان جلفا', 'Jolfa apartment', 'Culfa dairesi'),
    description: t(
      '<p>سه خوابه، کنار کلیسای وانک.</p>',
      '<p>Three bedrooms, beside the Vank Cathedral.</p>',
      '<p>Vank Katedrali yanında üç yatak odalı.</p>',
    ),
    price: '11200000000',
    type: 'home',
    category: 'apartments',
    city: 'isfahan',
    region: 'isfahan-jolfa',
    colours: ['#047857', '#a7f3d0'],
    values: { rooms: 3, area: 140, parking: true, age: 1, amenities: [0, 1], deed: 0, view: 'Vank' },
  },
  {
    slug: 'isfahan-garden-land',
    name: t('زمین باغ اصفهان', 'Isfahan orchard land', 'İsfahan bahçe arsası'),
    description: t(
      '<p>زمین ۱۲۰۰ متری با چاه آب.</p>',
      '<p>A 1,200 m² plot with its own well.</p>',
      '<p>Kendi kuyusu olan 1.200 m² arsa.</p>',
    ),
    price: '6400000000',
    type: 'land',
    category: 'villas',
    city: 'isfahan',
    region: 'isfahan-jolfa',
    colours: ['#4d7c0f', '#d9f99d'],
    values: { area: 1200, parking: false, amenities: [3], deed: 1, view: 'Orchards' },
  },
  {
    slug: 'niavaran-rent-duplex',
    name: t('دوبلکس اجاره‌ای نیاوران', 'Niavaran duplex for rent', 'Niyavaran kiralık dubleks'),
    description: t(
      '<p>چهار خوابه با لابی و نگهبان.</p>',
      '<p>Four bedrooms, with a lobby and a concierge.</p>',
      '<p>Lobili ve kapıcılı dört yatak odalı.</p>',
    ),
    price: '180000000',
    type: 'home',
    category: 'rent',
    city: 'tehran',
    region: 'niavaran',
    colours: ['#334155', '#cbd5e1'],
    values: { rooms: 4, area: 260, parking: true, age: 1, amenities: [0, 1, 2], deed: 0, view: 'Park' },
  },
];
