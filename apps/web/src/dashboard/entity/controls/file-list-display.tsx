import { AttachmentLinks } from '../../../components/file-links';
import { useTranslation } from '../../../i18n/use-translation';

/** A list of stored files' addresses (a JSON field declared `display: 'files'`), shown as links; none is a dash. */
export function FileListDisplay({ value, entityName, name }: { value: unknown; entityName: string; name: string }) {
  const { t } = useTranslation();
  let urls: string[] = [];
  try {
    const parsed: unknown = typeof value === 'string' && value !== '' ? JSON.parse(value) : value;
    if (Array.isArray(parsed)) urls = parsed.filter((url): url is string => typeof url === 'string');
  } catch {
    urls = [];
  }
  return urls.length > 0 ? <AttachmentLinks urls={urls} label={t(`field.${entityName}.${name}`)} /> : <span data-testid="no-files">—</span>;
}
