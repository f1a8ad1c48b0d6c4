import { Alert, Button, Divider, Form, Input, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { clearErrorsOnChange, showIssues, showServerIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { ADDRESS_FIELDS, type AddressField, type AddressRow } from './address-fields';
import { type AddressFormValues, addressInputOf, addressIssues, formValuesOf } from './address-form-values';
import { saveAddress } from './addresses-api';

/** The answer of a create beyond the installation's `customer.maximumaddresses` (spec 001 §8). */
const MAXIMUM_COUNT = 'address.error.maximumcount';

interface AddressFormDialogProps {
  /** The address changed; none: a new one. */
  address?: AddressRow | undefined;
  onClose: () => void;
  /** After a save, and after a refusal that changed what the list should say (the maximum reached). */
  onSaved: () => Promise<void> | void;
}

/**
 * The one form of an address, for a new one and a change (every field of spec 001 §3 address),
 * checked before sending by the declaration the server checks with; the server's field codes are
 * shown under their fields, and a refusal of the whole address (the maximum reached) above them.
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<AddressFormValues>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useIssuesFollowLanguage(form);

  const save = async () => {
    const input = addressInputOf(form.getFieldsValue(true) as AddressFormValues);
    const issues = addressIssues(input);
    if (Object.keys(issues).length > 0) return showIssues(form, issues, t);
    setBusy(true);
    setRefusal(null);
    try {
      await saveAddress(input, address?.id);
      notify.saved();
      await onSaved();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === MAXIMUM_COUNT) {
        // The server's own words (in the page's language): another device may have added one meanwhile.
        setRefusal(error.message);
        await onSaved();
      } else if (showServerIssues(form, error, ADDRESS_FIELDS, t) === 0) notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    name: AddressField,
    extra: { hint?: string; ltr?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' } = {},
  ) => (
    <Form.Item name={name} label={t(`field.Address.${name}`)} extra={extra.hint} required={name === 'title'}>
      <Input
        dir={extra.ltr ? 'ltr' : 'auto'}
        {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
        {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
        allowClear
      />
    </Form.Item>
  );
  const section = (title: string, children: ReactNode) => (
    <>
      <Divider titlePlacement="start">{title}</Divider>
      <div className="address-form__grid">{children}</div>
    </>
  );

  return (
    <Modal
      open
      title={t(address ? 'addresses.edit.title' : 'addresses.create.title')}
      onCancel={onClose}
      width={{ xs: '100%', sm: 640, md: 760 }}
      className="address-form dialog-phone-full"
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space wrap className="dialog-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="address-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {refusal ? (
        <Alert type="error" showIcon title={refusal} role="alert" className="address-form__refusal" data-testid="address-refusal" />
      ) : null}
      <Form<AddressFormValues>
        form={form}
        name="address"
        layout="vertical"
        initialValues={formValuesOf(address, i18n.language)}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={() => void save()}
        data-testid="address-form"
      >
        {text('title')}
        {section(
          t('addresses.where'),
          <>
            {text('country', { hint: t('addresses.country.hint'), autoComplete: 'country-name' })}
            {text('state', { autoComplete: 'address-level1' })}
            {text('city', { autoComplete: 'address-level2' })}
            {text('zipPostalCode', { hint: t('addresses.postalcode.hint'), ltr: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
          </>,
        )}
        <Form.Item name="addressDetail" label={t('field.Address.addressDetail')}>
          <Input.TextArea dir="auto" autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        {text('location')}
        {section(
          t('addresses.recipient'),
          <>
            {text('firstName', { autoComplete: 'given-name' })}
            {text('lastName', { autoComplete: 'family-name' })}
            {text('company', { autoComplete: 'organization' })}
          </>,
        )}
        {section(
          t('addresses.contact'),
          <>
            {text('phoneNumber', { hint: t('addresses.phone.hint'), ltr: true, autoComplete: 'tel', inputMode: 'tel' })}
            {text('faxNumber', { ltr: true, inputMode: 'tel' })}
            {text('email', { ltr: true, autoComplete: 'email', inputMode: 'email' })}
          </>,
        )}
        {/* Enter in a field saves, as the button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
