import { CheckCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { AvatarUpload } from '../../account/profile/avatar-upload';
import { DateOfBirth } from '../../account/profile/date-of-birth';
import { GenderChoice } from '../../account/profile/gender-choice';
import { useNotify } from '../../components/use-notify';
import { latinDigits } from '../../i18n/digits';
import { useTranslation } from '../../i18n/use-translation';
import { customerWizardApi } from './customer-wizard-api';
import { nationalCodeState, type WizardMode } from './customer-wizard-rules';

/**
 * Step 2, personal data: the user name (and a first password for a new customer), names, national
 * code, gender, date of birth (Jalali in Persian) and picture. A national code other than the
 * stored one is verified with checkNationalCode before the wizard goes on (spec 000 §5).
 */
export function WizardPersonalStep({
  mode,
  originalCode,
  verifiedCode,
  onVerified,
}: {
  mode: WizardMode;
  originalCode: string | null;
  verifiedCode: string | null;
  onVerified: (code: string) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = Form.useFormInstance();
  const [verifying, setVerifying] = useState(false);
  const code = Form.useWatch('nationalCode', form) as string | undefined;
  const state = nationalCodeState(code, originalCode, verifiedCode);
  const readOnly = mode === 'delete';

  const verify = async () => {
    const typed = latinDigits(code ?? '').trim();
    setVerifying(true);
    try {
      if (await customerWizardApi.checkNationalCode(typed)) {
        onVerified(typed);
        form.setFields([{ name: 'nationalCode', errors: [] }]);
      } else form.setFields([{ name: 'nationalCode', errors: [t('customer.nationalcode_error')] }]);
    } catch (error) {
      notify.error(error);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <fieldset className="customer-wizard__personal" disabled={readOnly}>
      <Form.Item name="avatar" noStyle>
        <AvatarField disabled={readOnly} />
      </Form.Item>
      <Form.Item name="username" label={t('field.Customer.username')} required>
        <Input id="customer-wizard_username" dir="ltr" autoComplete="off" />
      </Form.Item>
      {mode === 'create' ? (
        <>
          <Form.Item name="password" label={t('auth.password')} required>
            <Input.Password id="customer-wizard_password" autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label={t('auth.confirmPassword')} required>
            <Input.Password id="customer-wizard_confirmPassword" autoComplete="new-password" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="firstName" label={t('field.Customer.firstName')}>
        <Input id="customer-wizard_firstName" dir="auto" />
      </Form.Item>
      <Form.Item name="lastName" label={t('field.Customer.lastName')}>
        <Input id="customer-wizard_lastName" dir="auto" />
      </Form.Item>
      <Form.Item
        label={t('field.Customer.nationalCode')}
        htmlFor="customer-wizard_nationalCode"
        extra={verifiedCode !== null && latinDigits(code ?? '').trim() === verifiedCode ? <VerifiedNote /> : undefined}
      >
        <Space.Compact block>
          <Form.Item name="nationalCode" noStyle>
            <Input id="customer-wizard_nationalCode" dir="ltr" inputMode="numeric" maxLength={10} />
          </Form.Item>
          <Button
            icon={<SafetyCertificateOutlined />}
            disabled={readOnly || state === 'ok'}
            loading={verifying}
            onClick={() => void verify()}
            data-testid="customer-wizard-verify-code"
          >
            {t('customerwizard.verify')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="gender" label={t('field.Customer.gender')}>
        <GenderChoice id="customer-wizard_gender" />
      </Form.Item>
      <Form.Item name="dateOfBirth" label={t('field.Customer.dateOfBirth')}>
        <DateOfBirth id="customer-wizard_dateOfBirth" />
      </Form.Item>
    </fieldset>
  );
}

function VerifiedNote() {
  const { t } = useTranslation();
  return (
    <span className="customer-wizard__verified" data-testid="customer-wizard-code-verified">
      <CheckCircleOutlined /> {t('customerwizard.verified')}
    </span>
  );
}

/** The picture as a Form.Item gives it. */
function AvatarField({ value, onChange, disabled }: { value?: string | null; onChange?: (url: string | null) => void; disabled: boolean }) {
  return <AvatarUpload value={value ?? null} onChange={(url) => onChange?.(url)} disabled={disabled} />;
}
