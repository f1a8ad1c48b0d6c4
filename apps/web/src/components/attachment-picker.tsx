import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { FileDirectory } from '@store/domain/public';
import { Button, Progress } from 'antd';
import { useId, useRef, useState } from 'react';
import { acceptedOf, isAcceptedIn, type UploadAnswer, uploadTicketAttachment } from '../cms/files-api';
import { Isolate } from '../i18n/ltr';
import { useTranslation } from '../i18n/use-translation';
import { attachmentName } from './file-name';
import { useNotify } from './use-notify';
import './attachment-picker.css';

interface Uploading {
  key: string;
  name: string;
  percent: number;
}

/**
 * Files a signed-in user uploads into a private folder, as a form control (value: the uploaded
 * files' addresses): a ticket's or post's attachments (the Tickets folder, by default), a
 * customer's file attribute (CustomerFiles, one file). Each chosen file is uploaded at once, with
 * its progress; the server judges its type, content and size and answers a refusal in the user's
 * language, shown as a toast. The store's count is judged when the ticket or post is sent.
 */
export function AttachmentPicker({
  id,
  value = [],
  onChange,
  disabled = false,
  testId = 'ticket-attach',
  directory = 'Tickets',
  send: upload = uploadTicketAttachment,
  single = false,
  chooseLabel,
}: {
  /** The file input's id (the form item's label points at it). */
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  testId?: string;
  /** The folder the files go into (its accepted types are offered). */
  directory?: FileDirectory;
  /** Uploads one file into that folder. */
  send?: (file: File, onProgress: (percent: number) => void) => Promise<UploadAnswer>;
  /** One file only: a new one takes the place of the one held. */
  single?: boolean;
  /** The choose button's text (default: attach files). */
  chooseLabel?: string;
}) {
  const accepted = acceptedOf(directory);
  const { t } = useTranslation();
  const notify = useNotify();
  const ownId = useId();
  const inputId = id ?? ownId;
  const [uploading, setUploading] = useState<Uploading[]>([]);
  // The list as last changed (an upload may end before the form has drawn the one before it).
  const latest = useRef(value);
  latest.current = value;
  const add = (url: string) => {
    latest.current = single ? [url] : [...latest.current, url];
    onChange?.(latest.current);
  };

  const send = async (file: File) => {
    const key = `${file.name}-${Math.random()}`;
    if (!isAcceptedIn(directory, file.name)) {
      notify.error(new Error(t('content.error.fileformat')));
      return;
    }
    setUploading((list) => [...list, { key, name: file.name, percent: 0 }]);
    try {
      const answer = await upload(file, (percent) => setUploading((list) => list.map((u) => (u.key === key ? { ...u, percent } : u))));
      if (!answer.url) throw new Error(t('files.nourl'));
      add(answer.url);
    } catch (error) {
      notify.error(error);
    } finally {
      setUploading((list) => list.filter((u) => u.key !== key));
    }
  };

  // One after another: a batch does not run the per-account upload allowance down at once.
  const pick = async (files: File[]) => {
    for (const file of single ? files.slice(0, 1) : files) await send(file);
  };

  return (
    <div className="ticket-attach" data-testid={testId}>
      <ul className="ticket-attach__list">
        {value.map((url) => (
          <li key={url} data-testid="ticket-attach-item">
            <PaperClipOutlined aria-hidden /> <Isolate text={attachmentName(url)} />
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('ticket.attachments.remove')}
              onClick={() => onChange?.(value.filter((u) => u !== url))}
              disabled={disabled}
            />
          </li>
        ))}
        {uploading.map((u) => (
          <li key={u.key} data-testid="ticket-attach-progress">
            <Isolate text={u.name} />
            <Progress percent={u.percent} size="small" />
          </li>
        ))}
      </ul>
      <input
        id={inputId}
        className="sr-only"
        type="file"
        multiple={!single}
        accept={accepted.join(',')}
        disabled={disabled}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          void pick([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
      <label htmlFor={inputId} className={`ticket-attach__choose${disabled ? ' is-disabled' : ''}`}>
        <PaperClipOutlined aria-hidden /> {chooseLabel ?? t('ticket.attachments.add')}
      </label>
      <span className="ticket-attach__types">
        <bdi dir="ltr">{accepted.join(' ')}</bdi>
      </span>
    </div>
  );
}
