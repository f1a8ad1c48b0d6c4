import { CheckCircleOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileDirectory } from '@store/domain';
import { Alert, Button, Progress, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAppSettings } from '../api/use-app-settings';
import { Ltr } from '../i18n/ltr';
import { messageNodes } from '../i18n/message';
import { useFormatters } from '../i18n/use-formatters';
import { useTranslation } from '../i18n/use-translation';
import { acceptedOf, isAcceptedIn, nameOfUrl, type StoredFile, uploadFile } from './files-api';
import { TwoClickDelete } from './two-click-delete';
import { uploadLimits } from './upload-limits';
import { onFileDeleted, useDeleteFile, useFilesChanged } from './use-file-actions';
import './files.css';

type UploadState = 'idle' | 'uploading' | 'uploaded';

interface Item {
  id: number;
  /** The name the user picked; the stored one is in `file` once uploaded. */
  picked: string;
  size: number;
  state: UploadState;
  percent: number;
  file?: StoredFile;
}

/** Why a file was not taken: the file's name (a Latin name kept whole in Persian) and the reason. */
interface Refusal {
  name?: string;
  text: ReactNode;
}

export interface FileUploaderProps {
  directory: FileDirectory;
  /** How many files one pick may hold (default: the folder's count setting, spec 000 §9: 5). */
  maxCount?: number;
  /** The largest file in bytes (default: the folder's size setting, spec 000 §9: 1 MiB). */
  maxSize?: number;
  multiple?: boolean;
  onUploaded?: (file: StoredFile) => void;
  onDeleted?: (name: string) => void;
}

let nextId = 1;

/**
 * The uploader of spec 000 §4–§5: checks each picked file's extension (against the folder's use),
 * then its size, and the number picked, before sending anything; then sends one request per file
 * with its progress (idle, uploading, uploaded). Each uploaded file can be removed in two clicks.
 */
export function FileUploader({
  directory,
  maxCount: countGiven,
  maxSize: sizeGiven,
  multiple = true,
  onUploaded,
  onDeleted,
}: FileUploaderProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const changed = useFilesChanged();
  const remove = useDeleteFile(directory);
  const accepted = acceptedOf(directory);
  const limits = uploadLimits(directory, useAppSettings());
  const maxSize = sizeGiven ?? limits.maxSize;
  const maxCount = countGiven ?? limits.maxCount;
  const count = multiple ? maxCount : 1;
  useEffect(
    () =>
      onFileDeleted((folder, name) => {
        if (folder === directory) setItems((list) => list.filter((item) => item.file?.name !== name));
      }),
    [directory],
  );

  const update = (id: number, patch: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const send = async (item: Item, file: File) => {
    update(item.id, { state: 'uploading', percent: 0 });
    try {
      const answer = await uploadFile(directory, file, (percent) => update(item.id, { percent }));
      if (!answer.url) throw new Error(t('files.nourl'));
      const stored: StoredFile = { name: nameOfUrl(answer.url), size: answer.size ?? file.size, url: answer.url };
      update(item.id, { state: 'uploaded', percent: 100, file: stored });
      onUploaded?.(stored);
    } catch (error) {
      setItems((list) => list.filter((i) => i.id !== item.id));
      const message = error instanceof Error && error.message ? error.message : t('common.error.unexpected');
      setRefusals((list) => [...list, { name: file.name, text: message }]);
    } finally {
      changed();
    }
  };

  const pick = (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > count) {
      setRefusals([{ text: t('files.maxcount', { count }) }]);
      return;
    }
    const refused: Refusal[] = [];
    const chosen: [Item, File][] = [];
    for (const file of files) {
      // The extension first, then the size (spec 000 §5).
      if (!isAcceptedIn(directory, file.name)) refused.push({ name: file.name, text: t('content.error.fileformat') });
      else if (file.size > maxSize)
        refused.push({ name: file.name, text: messageNodes(t, 'files.error.filesize', { max: f.bytes(maxSize) }) });
      else chosen.push([{ id: nextId++, picked: file.name, size: file.size, state: 'idle', percent: 0 }, file]);
    }
    setRefusals(refused);
    setItems((list) => [...list, ...chosen.map(([item]) => item)]);
    // One request per file, one after the other: the ones waiting stay idle.
    void (async () => {
      for (const [item, file] of chosen) await send(item, file);
    })();
  };

  const deleteItem = async (item: Item) => {
    if (!item.file) return;
    if (await remove(item.file.name)) onDeleted?.(item.file.name);
  };

  return (
    <div className="file-uploader" data-testid="file-uploader">
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        multiple={multiple}
        accept={accepted.join(',')}
        data-testid="file-input"
        onChange={(event) => {
          pick([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="choose-files">
        {t('files.choose')}
      </Button>
      <Typography.Paragraph type="secondary" className="file-uploader__hint">
        {messageNodes(t, 'files.hint', { types: accepted.map((e) => e.slice(1)).join(' '), max: f.bytes(maxSize), count })}
      </Typography.Paragraph>
      {refusals.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusals([])}
          data-testid="uploader-errors"
          title={
            <ul className="file-uploader__refusals">
              {refusals.map(({ name, text }, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one pick's refusals, replaced whole by the next pick.
                <li key={i}>
                  {name === undefined ? null : (
                    <>
                      <Ltr>{name}</Ltr>:{' '}
                    </>
                  )}
                  {text}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {items.length > 0 && (
        <ul className="file-uploader__items" aria-live="polite">
          {items.map((item) => {
            const name = item.file?.name ?? item.picked;
            return (
              <li key={item.id} className="file-uploader__item" data-state={item.state} data-testid={`upload-${item.picked}`}>
                <bdi dir="ltr" className="file-name" title={name}>
                  {name}
                </bdi>
                <bdi dir="ltr" className="file-size">
                  {f.bytes(item.file?.size ?? item.size)}
                </bdi>
                {item.state === 'uploaded' ? (
                  <>
                    <span className="file-uploader__state">
                      <CheckCircleOutlined aria-hidden /> {t('files.state.uploaded')}
                    </span>
                    <TwoClickDelete
                      label={t('files.delete', { name })}
                      onDelete={() => deleteItem(item)}
                      testId={`uploaded-delete-${name}`}
                    />
                  </>
                ) : (
                  <span className="file-uploader__progress">
                    <span className="sr-only">{t(`files.state.${item.state}`)}</span>
                    <Progress percent={item.percent} size="small" status="active" format={(p) => f.percent(p ?? 0)} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
