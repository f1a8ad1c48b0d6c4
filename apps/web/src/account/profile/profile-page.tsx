import { UserOutlined } from '@ant-design/icons';
import { isIranianNationalCode } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { SECURITY_PATH } from '../../app/web-routes';
import { readAuth, saveAuth } from '../../auth/auth-storage';
import { LinkButton } from '../../components/link-button';
import { useNotify } from '../../components/use-notify';
import { latinDigits } from '../../i18n/digits';
import { Ltr } from '../../i18n/ltr';
import { useTranslation } from '../../i18n/use-translation';
import { AccountCard } from '../account-card';
import { AvatarUpload } from './avatar-upload';
import { DateOfBirth } from './date-of-birth';
import { GenderChoice } from './gender-choice';
import { getMyProfile, type MyProfile, type ProfileChanges, saveMyProfile } from './profile-api';
import { ProfileAttributes } from './profile-attributes';
import '../account.css';

const KEY = ['my-profile'];

type FormValues = Required<ProfileChanges>;

/**
 * /account/profile (the avatar menu's "profile", spec 000 §2): the signed-in user's names, national
 * code, gender, date of birth (Jalali in Persian) and avatar, saved with saveMyProfile when the
 * store's `customer.canchangeprofile` allows it, and their attributes (the store's customer
 * attributes, saved apart). How they sign in (user name, e-mail, mobile) is shown and changed on
 * the security page, with the password.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getMyProfile(signal) });
  if (profile.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (profile.isError) return <Alert type="error" showIcon title={t('common.error.unexpected')} />;
  return (
    <div className="site-page site-container account-page" data-testid="profile-page">
      <Typography.Title level={1}>{t('route.accountProfile')}</Typography.Title>
      <ProfileForm profile={profile.data} />
    </div>
  );
}

function ProfileForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [avatar, setAvatar] = useState(profile.avatar);
  const locked = !profile.canChangeProfile;

  const save = async (values: FormValues) => {
    setSaving(true);
    try {
      const saved = await saveMyProfile({ ...values, nationalCode: values.nationalCode ? latinDigits(values.nationalCode) : null, avatar });
      queryClient.setQueryData(KEY, saved);
      // The header's avatar is the auth record's picture: it follows the saved one at once.
      const auth = readAuth();
      if (auth && auth.username === saved.username) saveAuth({ ...auth, logo: saved.avatar });
      notify.saved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        form.setFields(
          Object.entries(error.body.fieldCodes ?? {}).map(([name, code]) => ({ name: name as keyof FormValues, errors: [t(code)] })),
        );
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <AccountCard icon={<UserOutlined />} title={t('profile.signin.title')}>
        <dl className="profile-signin" data-testid="profile-signin">
          <dt>{t('field.Customer.username')}</dt>
          <dd>
            <Ltr>{profile.username}</Ltr>
          </dd>
          <dt>{t('field.Customer.email')}</dt>
          <dd>{profile.email ? <Ltr>{profile.email}</Ltr> : '—'}</dd>
          <dt>{t('field.Customer.mobile')}</dt>
          <dd>{profile.mobile ? <Ltr>{profile.mobile}</Ltr> : '—'}</dd>
        </dl>
        <LinkButton to={SECURITY_PATH}>{t('profile.signin.change')}</LinkButton>
      </AccountCard>
      <AccountCard icon={<Avatar size="small" src={avatar ?? undefined} icon={<UserOutlined />} />} title={t('profile.details.title')}>
        {locked ? <Alert type="info" showIcon title={t('customer.error.profilelocked')} data-testid="profile-locked" /> : null}
        <Form<FormValues>
          form={form}
          layout="vertical"
          disabled={locked}
          data-testid="profile-form"
          initialValues={{
            firstName: profile.firstName,
            lastName: profile.lastName,
            nationalCode: profile.nationalCode,
            gender: profile.gender,
            dateOfBirth: profile.dateOfBirth,
          }}
          onFinish={(values) => void save(values)}
        >
          <AvatarUpload value={avatar} onChange={setAvatar} disabled={locked} />
          <Form.Item name="firstName" label={t('field.Customer.firstName')} rules={[{ max: 100 }]}>
            <Input id="profile_firstName" autoComplete="given-name" dir="auto" />
          </Form.Item>
          <Form.Item name="lastName" label={t('field.Customer.lastName')} rules={[{ max: 100 }]}>
            <Input id="profile_lastName" autoComplete="family-name" dir="auto" />
          </Form.Item>
          <Form.Item
            name="nationalCode"
            label={t('field.Customer.nationalCode')}
            extra={t('profile.nationalcode.hint')}
            rules={[
              {
                // Checked as the server checks it (the official check digit), in any digits.
                validator: async (_rule, value: string | null) => {
                  if (value && !isIranianNationalCode(value)) throw new Error(t('customer.nationalcode_error'));
                },
              },
            ]}
          >
            <Input id="profile_nationalCode" inputMode="numeric" dir="ltr" maxLength={10} />
          </Form.Item>
          <Form.Item name="gender" label={t('field.Customer.gender')}>
            <GenderChoice id="profile_gender" />
          </Form.Item>
          <Form.Item name="dateOfBirth" label={t('field.Customer.dateOfBirth')}>
            <DateOfBirth id="profile_dateOfBirth" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
            {t('common.save')}
          </Button>
        </Form>
      </AccountCard>
      <ProfileAttributes customerId={profile.id} locked={locked} />
    </>
  );
}
