import type { en } from './en.js';

/** Turkish messages of the public forms and their submissions. */
export const tr: Record<keyof typeof en, string> = {
  'entity.FormSubmission': 'Form yanıtı',
  'entity.FormSubmissions': 'Form yanıtları',
  'field.ContentTemplate.isForm': 'Herkese açık form',
  'field.FormSubmission.contentTemplateId': 'Form',
  'field.FormSubmission.summary': 'Özet',
  'field.FormSubmission.dataContent': 'Yanıtlar',
  'field.FormSubmission.language': 'Dil',
  'field.FormSubmission.pagePath': 'Sayfa',
  'field.FormSubmission.submittedAt': 'Gönderilme zamanı',
  'field.FormSubmission.read': 'Okundu',
  'enum.FormSubmission.language.fa': 'Farsça',
  'enum.FormSubmission.language.en': 'İngilizce',
  'enum.FormSubmission.language.tr': 'Türkçe',
  'form.error.notfound': 'Bu form kullanılamıyor.',
  'form.error.toofast': 'Çok hızlı gönderildi. Lütfen yanıtlarınızı kontrol edip formu yeniden gönderin.',
  'form.error.expired': 'Bu formun süresi doldu. Sayfayı yenileyip yeniden gönderin.',
  'form.error.toomany': 'Bağlantınızdan çok fazla form gönderildi. Lütfen {{minutes}} dakika sonra yeniden deneyin.',
  'form.sent': 'Teşekkürler. Mesajınız gönderildi.',
  'form.send': 'Gönder',
};
