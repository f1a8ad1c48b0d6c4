import type { productsEn } from './products.en';

/** The product screens’ strings (the dashboard’s product form, a customer’s own products) (Turkish). */
export const productsTr: Record<keyof typeof productsEn, string> = {
  'products.placing.title': 'Kategoriler, etiketler, şehirler ve özellikler',
  'products.placing.choose': 'Seçin…',
  'products.placing.nochoices': 'Henüz seçenek yok',
  'products.placing.loading': 'Kategoriler, etiketler, şehirler ve özellikler hâlâ yükleniyor: biraz sonra yeniden kaydedin.',
  'products.pending.show': 'Onay bekleyenler',
  'products.pending.all': 'Tüm ürünler',
  'products.state.pending': 'Onay bekliyor',
  'products.state.published': 'Yayında',
  'products.state.unpublished': 'Yayında değil',
  'products.delete.title': 'Ürünü sil',
  'products.mine.count_one': '{{count}} ürün',
  'products.mine.count_other': '{{count}} ürün',
  'products.mine.empty': 'Henüz bir ürün eklemediniz.',
  'products.mine.edit': 'Ürünümü düzenle',
  'products.mine.slughint': 'Ürünün adından yapılan web adresi: başka bir ürün kullanıyorsa değiştirin.',
  'products.mine.addpictures': 'Resim ekle',
  'products.mine.approvalnote': 'Yeni veya değiştirilmiş bir ürün, bir yönetici onayladığında mağazada gösterilir.',
  'products.mine.waiting': 'Ürününüz bir yöneticinin onayını bekliyor.',
};
