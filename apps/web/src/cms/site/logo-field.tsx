import { DeleteOutlined } from '@ant-design/icons';
import type { FileDirectory } from '@store/domain';
import { Button, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { FileUploader } from '../file-uploader';
import { nameOfUrl } from '../files-api';

/** Logos are pictures of the store, kept with its other pictures (the icon is picked from there too). */
export const LOGO_DIRECTORY: FileDirectory = 'Images';

interface LogoFieldProps {
  value?: string;
  onChange?: (address: string) => void;
  /** The logo's height and classes as the editor has them now, so the preview looks as the header will. */
  height: number;
  label: string;
}

/** The logo: its preview, a remove button (the header then shows the store's name) and an uploader for a new one. */
export function LogoField({ value, onChange, height, label }: LogoFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="site-logo-field" data-testid="logo-field">
      {value ? (
        <div className="site-logo-field__preview">
          <img src={value} alt={t('site.logo.preview', { store: label })} style={{ height }} data-testid="logo-preview" />
          <bdi dir="ltr" className="site-logo-field__name">
            {nameOfUrl(value)}
          </bdi>
          <Button icon={<DeleteOutlined />} danger onClick={() => onChange?.('')} data-testid="logo-remove">
            {t('site.logo.remove')}
          </Button>
        </div>
      ) : (
        <Typography.Paragraph type="secondary" data-testid="logo-none">
          {t('site.logo.none')}
        </Typography.Paragraph>
      )}
      <FileUploader
        directory={LOGO_DIRECTORY}
        multiple={false}
        onUploaded={(file) => onChange?.(file.url)}
        onDeleted={(name) => {
          // The uploaded file was deleted again: it cannot stay the logo.
          if (value && nameOfUrl(value) === name) onChange?.('');
        }}
      />
    </div>
  );
}
