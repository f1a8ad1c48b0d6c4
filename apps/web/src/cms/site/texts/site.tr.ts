import type { SiteKey } from './site.en';

/** Turkish strings of the header and footer content (site.en.ts has every key). */
export const siteTr: Record<SiteKey, string> = {
  'site.editor.title': 'Üst ve alt bilgi',
  'site.section.header': 'Üst bilgi',
  'site.section.footer': 'Alt bilgi',
  'site.logo': 'Logo',
  'site.logo.none': 'Logo yok: üst bilgide mağazanın adı gösterilir.',
  'site.logo.remove': 'Logoyu kaldır',
  'site.logo.preview': '{{store}} logosu',
  'site.logoheight': 'Logo yüksekliği (piksel)',
  'site.logoheight.help': '1 ile 1000 arası. Telefonda logo en fazla 48 piksel yüksekliğindedir.',
  'site.logoclass': 'Logo CSS sınıfları',
  'site.social.help': 'Sosyal medya sayfaları: https:// ile başlayan bir adres. Alt bilgide yalnızca doldurulanlar gösterilir.',
  'site.social.open': '{{network}} (yeni sekmede açılır)',
  'site.contactus_pagename': 'İletişim sayfası',
  'site.aboutus_pagename': 'Hakkımızda sayfası',
  'site.pagename.none': 'Bağlantı yok',
  'site.pagename.help': 'Alt bilgideki bağlantı bu sayfayı açar; seçilmezse bağlantı yoktur.',
};
