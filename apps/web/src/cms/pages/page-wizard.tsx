import { firstWizardStep, PAGE_WIZARD_STEP, type PageWizardMode } from '@store/domain';
import { Button, Form, Modal, Space, Steps } from 'antd';
import { useState } from 'react';
import { clearErrorsOnChange, useIssuesFollowLanguage } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { DEFAULT_PARENT_PATH } from './page-paths';
import { exchangePage, type PageRow } from './pages-api';
import { useForgetPages } from './use-page-query';
import { useSlugCheck } from './use-slug-check';
import { useWizardSave } from './use-wizard-save';
import { WizardContentStep } from './wizard-content-step';
import { WizardExchangeStep } from './wizard-exchange-step';
import { WizardFlagsStep } from './wizard-flags-step';
import { WizardMetaStep } from './wizard-meta-step';
import { WizardNameStep } from './wizard-name-step';
import './pages.css';
import { initialValues, STEP_FIELDS, stepOf, type WizardValues } from './wizard-values';

export interface PageWizardProps {
  mode: PageWizardMode;
  /** The page to edit or exchange (not for create). */
  page?: PageRow;
  /** Create only: run step 1 with CheckSlug (000 §4); without it the wizard starts at step 2 and the slug comes from the title. */
  slugCheck?: boolean;
  /** Where a created page is opened: `/{parentPath}/{slug}` (000 §2). */
  parentPath?: string;
  onClose: () => void;
  /** After an edit or exchange was saved, with the page as it is now. */
  onSaved?: (page: PageRow) => void;
}

/**
 * The page wizard (spec 000 §2, §4, §5) in a dialog of at least 600 px (the whole width on a
 * phone): 1 name, checked with CheckSlug (exchange: the two languages); 2 layout, title,
 * description and custom fields; 3 publishing flags; 4 meta. Mount it to open it.
 */
export function PageWizard({ mode, page, slugCheck = true, parentPath = DEFAULT_PARENT_PATH, onClose, onSaved }: PageWizardProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WizardValues>();
  useIssuesFollowLanguage(form);
  const notify = useNotify();
  const forgetPages = useForgetPages();
  const start = firstWizardStep(mode, slugCheck);
  const [step, setStep] = useState(start);
  const [busy, setBusy] = useState(false);
  const slug = useSlugCheck();
  const save = useWizardSave({
    form,
    mode,
    page,
    parentPath,
    goTo: setStep,
    onDone: (saved) => {
      onClose();
      if (saved) onSaved?.(saved);
    },
  });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /** Exchange's first step: the copy is made now, and step 2 shows it to be translated. */
  const exchange = async () => {
    if (!page) return;
    const { from, to } = form.getFieldsValue(['from', 'to']) as WizardValues;
    if (!from || !to) return;
    try {
      const copied = await exchangePage(page.id, from, to);
      form.setFieldsValue(initialValues(copied));
      notify.saved();
      await forgetPages();
      setStep(PAGE_WIZARD_STEP.content);
    } catch (error) {
      notify.error(error);
    }
  };

  const next = () =>
    run(async () => {
      const fields = step === PAGE_WIZARD_STEP.name && mode === 'exchange' ? ['from', 'to'] : [...(STEP_FIELDS[step] ?? [])];
      try {
        await form.validateFields(fields as (keyof WizardValues)[]);
      } catch {
        return;
      }
      if (step === PAGE_WIZARD_STEP.name && mode === 'exchange') await exchange();
      else setStep(step + 1);
    });

  const finish = (draft = false) =>
    run(async () => {
      try {
        // Every step's fields, each step being where its errors show.
        await form.validateFields(STEP_FIELDS.slice(PAGE_WIZARD_STEP.content).flat() as (keyof WizardValues)[]);
      } catch (error) {
        const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
        if (first !== undefined) setStep(stepOf(String(first)));
        return;
      }
      await save(form.getFieldsValue(true) as WizardValues, slug.result, draft);
    });

  const titles = [
    mode === 'exchange' ? t('pages.wizard.step.languages') : t('pages.wizard.step.name'),
    t('pages.wizard.step.content'),
    t('pages.wizard.step.flags'),
    t('pages.wizard.step.meta'),
  ];
  const last = step === PAGE_WIZARD_STEP.meta;
  // Editing may be saved from any step; a new page is saved once all four were seen.
  const canSave = last || (mode !== 'create' && step !== PAGE_WIZARD_STEP.name);

  return (
    <Modal
      open
      title={t(`pages.wizard.title.${mode}`)}
      onCancel={onClose}
      // The whole width on a phone, at least 600 px elsewhere (000 §9's default modal minimum).
      width={{ xs: '100%', sm: 640, md: 760 }}
      className="page-wizard dialog-phone-full"
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space wrap className="dialog-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {step > start ? (
            <Button onClick={() => setStep(step - 1)} data-testid="wizard-back">
              {t('common.back')}
            </Button>
          ) : null}
          {last ? null : (
            <Button type={canSave ? 'default' : 'primary'} loading={busy} onClick={() => void next()} data-testid="wizard-next">
              {mode === 'exchange' && step === PAGE_WIZARD_STEP.name ? t('pages.exchange.copy') : t('common.next')}
            </Button>
          )}
          {canSave && mode !== 'create' ? (
            <Button loading={busy} onClick={() => void finish(true)} data-testid="wizard-save-draft">
              {t('pages.draft.save')}
            </Button>
          ) : null}
          {canSave ? (
            <Button type="primary" loading={busy} onClick={() => void finish()} data-testid="wizard-save">
              {t('common.save')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        current={step}
        className="page-wizard__steps"
        items={titles.map((title, index) => ({ title, disabled: true, ...(index < start ? { status: 'finish' as const } : {}) }))}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(page)}
        onValuesChange={clearErrorsOnChange(form)}
        className="page-wizard__form"
        data-testid={`wizard-step-${step + 1}`}
      >
        <section hidden={step !== PAGE_WIZARD_STEP.name}>
          {mode === 'exchange' && page ? <WizardExchangeStep page={page} /> : null}
          {mode === 'create' && slugCheck ? (
            <WizardNameStep slug={slug} parentPath={parentPath} onCheck={() => void form.validateFields(['name']).catch(() => undefined)} />
          ) : null}
        </section>
        <section hidden={step !== PAGE_WIZARD_STEP.content}>
          <WizardContentStep />
        </section>
        <section hidden={step !== PAGE_WIZARD_STEP.flags}>
          <WizardFlagsStep />
        </section>
        <section hidden={step !== PAGE_WIZARD_STEP.meta}>
          <WizardMetaStep />
        </section>
      </Form>
    </Modal>
  );
}
