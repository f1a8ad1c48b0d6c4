import { PaperClipOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';
import { downloadFile } from '../api/api-client';
import { Isolate } from '../i18n/ltr';
import { useTranslation } from '../i18n/use-translation';
import { attachmentName } from './file-name';
import { useNotify } from './use-notify';

/**
 * Stored files as links (a ticket's or post's attachments; a files field in the dashboard's form).
 * Such files may be private (ticket attachments are served only to the ticket's owner, the
 * uploader and administrators, with the sign-in's token), so a click fetches the file with the
 * token and saves it, instead of a plain navigation that would carry none.
 */
export function AttachmentLinks({ urls, label }: { urls: readonly string[]; label?: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  if (urls.length === 0) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    event.preventDefault();
    downloadFile(url, attachmentName(url)).catch((error: unknown) => notify.error(error));
  };
  return (
    <ul className="ticket-attachments" aria-label={label ?? t('field.Ticket.attachments')} data-testid="ticket-attachments">
      {urls.map((url) => (
        <li key={url}>
          <PaperClipOutlined aria-hidden />{' '}
          <a href={url} onClick={(event) => open(event, url)} data-testid="ticket-attachment">
            <Isolate text={attachmentName(url)} />
          </a>
        </li>
      ))}
    </ul>
  );
}
