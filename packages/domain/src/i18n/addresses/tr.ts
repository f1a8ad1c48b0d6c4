import type { en } from './en.js';

/** Turkish messages of My addresses and My customers (en.ts says which). */
export const tr: Record<keyof typeof en, string> = {
  'route.accountAddresses': 'Adreslerim',
  'route.accountAddresses.description': 'Siparişlerinizin gönderildiği yerler',
  'addresses.add': 'Adres ekle',
  'addresses.create.title': 'Yeni adres',
  'addresses.edit.title': 'Adresi düzenle',
  'addresses.empty': 'Henüz kayıtlı bir adresiniz yok.',
  'addresses.count_one': '{{count}} adres (en çok {{maximum}})',
  'addresses.count_other': '{{count}} adres (en çok {{maximum}})',
  'addresses.where': 'Nerede',
  'addresses.recipient': 'Alıcı',
  'addresses.contact': 'Alıcıya nasıl ulaşılır',
  'addresses.postalcode.hint': 'İran’da 10 hane (Farsça rakamlar da olur).',
  'addresses.phone.hint': 'Yalnızca rakam; başta isteğe bağlı bir +.',
  'addresses.country.hint': 'İran için boş bırakın.',
  'addresses.delete.title': 'Bu adres silinsin mi?',
  'mycustomers.intro': 'Oluşturduğunuz müşteriler. Değiştirmek için birini yönetim panelinde açın.',
  'mycustomers.empty': 'Henüz hiç müşteri oluşturmadınız.',
  'mycustomers.new': 'Yeni müşteri',
  'mycustomers.all': 'Tüm müşteriler',
  'mycustomers.open': 'Yönetim panelinde aç',
  'mycustomers.created': 'Oluşturulma',
};
