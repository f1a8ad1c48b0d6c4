import { CloseOutlined, FileOutlined } from '@ant-design/icons';
import { CONTROL_SPECS, type ControlDefinition, folderNamed, folderOf } from '@store/domain';
import { Button, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { FileUploader } from '../file-uploader';
import { nameOfUrl } from '../files-api';
import { isImageUrl, isVideoUrl, sizedImage } from './view-values';

interface FileControlProps {
  control: ControlDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  /** The language this value is for, when the control is translated (test ids tell them apart). */
  lang?: string;
}

const urlsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

/**
 * A file-like control (file, image, video and their lists): the files it holds, each with a
 * preview and a button to take it out of the field (the file stays in its folder), and the store's
 * uploader into the control's own folder (`directory`, or its type's folder) — extension then size
 * checked with the spec's messages, the folder's limits from the settings, a progress bar per file.
 */
export function FileControl({ control, value, onChange, disabled, lang }: FileControlProps) {
  const { t } = useTranslation();
  const spec = CONTROL_SPECS[control.type];
  const many = Boolean(spec.many);
  const folder = folderNamed(folderOf(control) ?? '') ?? spec.files?.directory ?? 'DataContents';
  const urls = urlsOf(value);
  const set = (next: string[]) => onChange(many ? next : (next[0] ?? null));
  return (
    <div className="data-file" data-testid={`data-file-${control.name}${control.translate && lang ? `-${lang}` : ''}`} data-folder={folder}>
      {urls.length > 0 && (
        <ul className="data-file__list">
          {urls.map((url) => {
            const name = nameOfUrl(url);
            return (
              <li key={url} className="data-file__item">
                {isImageUrl(url) ? (
                  <img src={sizedImage(url, 160)} alt={name} loading="lazy" className="data-file__preview" />
                ) : isVideoUrl(url) ? (
                  <video src={url} className="data-file__preview" muted preload="metadata" />
                ) : (
                  <FileOutlined aria-hidden className="data-file__icon" />
                )}
                <bdi dir="ltr" className="data-file__name" title={name}>
                  {name}
                </bdi>
                {disabled ? null : (
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('datacontent.file.remove', { name })}
                    onClick={() => set(urls.filter((u) => u !== url))}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {disabled ? null : (
        <>
          <Typography.Text type="secondary" className="data-file__folder">
            {t('datacontent.file.folder', { folder })}
          </Typography.Text>
          <FileUploader directory={folder} multiple={many} onUploaded={(file) => set(many ? [...urlsOf(value), file.url] : [file.url])} />
        </>
      )}
    </div>
  );
}
