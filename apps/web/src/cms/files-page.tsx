import { DownloadOutlined, ExportOutlined, FileOutlined } from '@ant-design/icons';
import { FILE_DIRECTORIES, type FileDirectory, isAccepted } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../components/use-notify';
import { useNamedInputButtons } from '../dashboard/entity/use-named-input-buttons';
import { messageNodes } from '../i18n/message';
import { useFormatters } from '../i18n/use-formatters';
import { useTranslation } from '../i18n/use-translation';
import { useDebounced } from '../ui/use-debounced';
import { FileUploader } from './file-uploader';
import { downloadUrl, getFiles, type StoredFile, searchFiles } from './files-api';
import { TwoClickDelete } from './two-click-delete';
import { useDeleteFile } from './use-file-actions';
import './files.css';

/** SearchFiles takes more than this many characters. */
const SEARCH_MIN = 2;
const DIRECTORIES = Object.keys(FILE_DIRECTORIES) as FileDirectory[];

function FileRow({ directory, file }: { directory: FileDirectory; file: StoredFile }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const remove = useDeleteFile(directory);
  const image = isAccepted('image', file.name);
  return (
    <li className="files-list__row" data-testid={`file-row-${file.name}`}>
      {image ? (
        <a href={file.url} target="_blank" rel="noreferrer" title={t('files.open')}>
          <img
            className="files-list__thumb"
            src={`${file.url}${file.url.includes('?') ? '&' : '?'}w=160`}
            alt={t('files.preview', { name: file.name })}
            loading="lazy"
          />
        </a>
      ) : (
        <span className="files-list__icon" aria-hidden>
          <FileOutlined />
        </span>
      )}
      <bdi dir="ltr" className="file-name" title={file.name}>
        {file.name}
      </bdi>
      <bdi dir="ltr" className="file-size">
        {f.bytes(file.size)}
      </bdi>
      <span className="files-list__actions">
        <Button
          type="text"
          icon={<ExportOutlined />}
          href={file.url}
          target="_blank"
          rel="noreferrer"
          aria-label={`${t('files.open')}: ${file.name}`}
        />
        <Button
          type="text"
          icon={<DownloadOutlined />}
          href={downloadUrl(directory, file)}
          download
          aria-label={`${t('files.download')}: ${file.name}`}
          data-testid={`download-${file.name}`}
        />
        <TwoClickDelete label={t('files.delete', { name: file.name })} onDelete={() => remove(file.name)} testId={`delete-${file.name}`} />
      </span>
    </li>
  );
}

/**
 * /dashboard/CMS/Files: the store's files by folder, searched by name, uploaded and deleted (spec
 * 000 §4, §5). The folder and the search are in the address (`dir`, `q`), as a list's state is.
 */
export function FilesPage() {
  const { t } = useTranslation();
  const buttons = useNamedInputButtons();
  const [params, setParams] = useSearchParams();
  const asked = params.get('dir');
  const directory: FileDirectory = DIRECTORIES.find((d) => d === asked) ?? 'DataContents';
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const search = useDebounced(typed.trim(), 300);
  const setDirectory = (next: FileDirectory) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set('dir', next);
      return out;
    });
  // The search typed settles into the address (replacing the entry: typing is not navigating).
  useEffect(() => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (search) out.set('q', search);
        else out.delete('q');
        return out;
      },
      { replace: true },
    );
  }, [search, setParams]);
  const searching = search.length > SEARCH_MIN;
  const files = useQuery({
    queryKey: searching ? ['cms-files', directory, 'search', search] : ['cms-files', directory],
    queryFn: () => (searching ? searchFiles(search, directory) : getFiles(directory)),
  });
  return (
    <div className="files-page" data-testid="files-page">
      <Typography.Title level={1} id="files-title">
        {t('files.title')}
      </Typography.Title>
      <Card>
        <div className="files-page__controls">
          <label htmlFor="files-directory" className="sr-only">
            {t('files.directory')}
          </label>
          <Select
            id="files-directory"
            value={directory}
            onChange={setDirectory}
            aria-label={t('files.directory')}
            data-testid="files-directory"
            options={DIRECTORIES.map((d) => ({ value: d, label: t(`files.dir.${d}`) }))}
          />
        </div>
        <FileUploader key={directory} directory={directory} />
      </Card>
      <Card>
        <div className="files-page__controls">
          <Input.Search
            className="files-page__search"
            allowClear={buttons.clearable}
            enterButton={buttons.searchButton}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('files.search', { min: SEARCH_MIN })}
            aria-label={t('files.search', { min: SEARCH_MIN })}
            id="files-search"
            data-testid="files-search"
          />
        </div>
        {searching && (
          <Typography.Paragraph type="secondary">{messageNodes(t, 'files.search.results', { name: search })}</Typography.Paragraph>
        )}
        {files.isError ? (
          <Alert type="error" showIcon title={errorMessage(files.error, t('common.error.unexpected'))} />
        ) : files.isPending ? (
          <Spin />
        ) : files.data.length === 0 ? (
          <Empty description={t('files.empty')} />
        ) : (
          <ul className="files-list" data-testid="files-list" aria-labelledby="files-title">
            {files.data.map((file) => (
              <FileRow key={file.name} directory={directory} file={file} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
