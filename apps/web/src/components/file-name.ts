import { nameOfUrl } from '../cms/files-api';

/**
 * The name an attachment is shown and saved under: its stored name without the random suffix the
 * upload added (`invoice-1a2b3c4d.pdf` → `invoice.pdf`).
 */
export function attachmentName(url: string): string {
  let name: string;
  try {
    name = nameOfUrl(url);
  } catch {
    name = url;
  }
  return name.replace(/-[0-9a-f]{8}(\.[a-z0-9]{1,8})?$/, '$1');
}
