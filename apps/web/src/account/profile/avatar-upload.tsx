import { UserOutlined } from '@ant-design/icons';
import { FILE_USES } from '@store/domain';
import { Avatar, Button, Progress, Typography } from 'antd';
import { useId, useState } from 'react';
import { uploadAvatar } from '../../cms/files-api';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import './avatar-upload.css';

const ACCEPTED = FILE_USES.avatar;

/**
 * The profile's picture (spec 000 §5): a `.jpg .jpeg .png .bmp` file uploaded into the avatars
 * folder, its size judged by the store's `adminform.maximumfilesize` on the server, which answers
 * a refusal in the user's language. The address it answers is saved with the profile.
 */
export function AvatarUpload({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const inputId = useId();
  const [percent, setPercent] = useState<number | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.some((end) => file.name.toLowerCase().endsWith(end))) {
      notify.error(new Error(t('content.error.fileformat')));
      return;
    }
    setPercent(0);
    try {
      const answer = await uploadAvatar(file, setPercent);
      if (!answer.url) throw new Error(t('files.nourl'));
      onChange(answer.url);
    } catch (error) {
      notify.error(error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="profile-avatar" data-testid="profile-avatar">
      <Avatar size={72} src={value ?? undefined} icon={<UserOutlined />} alt={t('field.Customer.avatar')} />
      <div className="profile-avatar__actions">
        <Typography.Text strong>{t('field.Customer.avatar')}</Typography.Text>
        <Typography.Text type="secondary">
          <bdi dir="ltr">{ACCEPTED.join(' ')}</bdi>
        </Typography.Text>
        <input
          id={inputId}
          className="sr-only"
          type="file"
          accept={ACCEPTED.join(',')}
          disabled={disabled || percent !== null}
          data-testid="profile-avatar-input"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
        <label htmlFor={inputId} className={`profile-avatar__choose${disabled ? ' is-disabled' : ''}`}>
          {t('profile.avatar.choose')}
        </label>
        {percent !== null ? <Progress percent={percent} size="small" /> : null}
        {value && !disabled ? (
          <Button size="small" onClick={() => onChange(null)} data-testid="profile-avatar-remove">
            {t('profile.avatar.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
