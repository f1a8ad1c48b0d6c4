import { DEFAULT_LOGO_HEIGHT } from '@store/domain';
import { Alert, Button, Divider, Form, Input, InputNumber, Modal, Skeleton, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { clearErrorsOnChange, showServerIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { LogoField } from './logo-field';
import { PageNameSelect } from './page-name-select';
import { saveSiteInformation } from './site-api';
import { SITE_FIELDS, type SiteField, type SiteValues, siteBody, siteFieldIssue, siteValuesOf } from './site-values';
import { SOCIAL_LOOKS, SOCIAL_NETWORKS } from './social-networks';
import { useSiteInformation, useSiteInformationSaved } from './use-site-information';
import './site-editor.css';

/**
 * The header and footer editor (spec 000 §3 "Header and footer content"): the logo (upload,
 * preview, remove), its height and classes, the six social pages and the pages the footer's
 * contact and about links open. Each field is checked by the server's own rule for it before
 * saving; a refusal of the server lands under its field. Saved, the header and footer change at once.
 */
export function SiteEditor({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const site = useSiteInformation();
  const saved = useSiteInformationSaved();
  const label = storeLabel(useStoreInfo(), t('app.store.fallback'));
  const [form] = Form.useForm<SiteValues>();
  const [busy, setBusy] = useState(false);
  const height = Form.useWatch('logoheight', form);
  useIssuesFollowLanguage(form);

  const rule = (field: Exclude<SiteField, 'logo'>): Rule => ({
    validator: async (_rule, value) => {
      const code = siteFieldIssue(field, value);
      if (code) throw new Error(t(code));
    },
  });

  const save = async () => {
    let values: SiteValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await saved(await saveSiteInformation(siteBody(values)));
      notify.saved();
      onClose();
    } catch (error) {
      if (showServerIssues(form, error, SITE_FIELDS, t) === 0) notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  const ltrText = (field: Exclude<SiteField, 'logo' | 'logoheight'>, name: string, placeholder?: string) => (
    <Form.Item key={field} name={field} label={name} rules={[rule(field)]} validateTrigger="onBlur">
      <Input dir="ltr" type={placeholder ? 'url' : 'text'} placeholder={placeholder} allowClear data-testid={`site-${field}`} />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t('site.editor.title')}
      onCancel={onClose}
      width={{ xs: '100%', sm: 640, md: 760 }}
      className="site-editor dialog-phone-full"
      maskClosable={false}
      destroyOnHidden
      data-testid="site-editor"
      footer={
        <Space wrap className="dialog-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={busy} disabled={!site} onClick={() => void save()} data-testid="site-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {site ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={siteValuesOf(site)}
          onValuesChange={clearErrorsOnChange(form)}
          className="site-editor__form"
          data-testid="site-form"
        >
          <Divider titlePlacement="start">{t('site.section.header')}</Divider>
          <Form.Item name="logo" label={t('site.logo')}>
            <LogoField height={Math.min(height ?? DEFAULT_LOGO_HEIGHT, 200)} label={label} />
          </Form.Item>
          <div className="site-editor__row">
            <Form.Item name="logoheight" label={t('site.logoheight')} extra={t('site.logoheight.help')} rules={[rule('logoheight')]}>
              <InputNumber min={1} max={1000} precision={0} dir="ltr" data-testid="site-logoheight" />
            </Form.Item>
            {ltrText('logoclass', t('site.logoclass'))}
          </div>
          <Divider titlePlacement="start">{t('site.section.footer')}</Divider>
          <Alert type="info" showIcon title={t('site.social.help')} className="site-editor__hint" />
          <div className="site-editor__grid">
            {SOCIAL_NETWORKS.map((network) => ltrText(network, SOCIAL_LOOKS[network].name, 'https://'))}
          </div>
          <div className="site-editor__grid">
            {(['contactus_pagename', 'aboutus_pagename'] as const).map((name) => (
              <Form.Item key={name} name={name} label={t(`site.${name}`)} extra={t('site.pagename.help')} rules={[rule(name)]}>
                <PageNameSelect testId={`site-${name}`} />
              </Form.Item>
            ))}
          </div>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
