import { customerProfileSchema, fieldIssues, newCustomerSchema } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, type ButtonProps, Form, Modal, Popconfirm, Skeleton, Space, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { AttributeFields } from '../../attributes/attribute-fields';
import { useAttributeValues } from '../../attributes/use-attribute-values';
import { clearErrorsOnChange, showIssues, showServerIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { customerWizardApi } from './customer-wizard-api';
import {
  type ContactCheck,
  type ContactKind,
  changedFields,
  identityPasses,
  nationalCodeState,
  type WizardMode,
} from './customer-wizard-rules';
import { bodyOf, STEP_OF, valuesOf, type WizardValues } from './customer-wizard-values';
import { WizardIdentityStep } from './wizard-identity-step';
import { WizardPersonalStep } from './wizard-personal-step';
import { WizardReviewStep } from './wizard-review-step';
import './customer-wizard.css';

/** The steps' titles: the third is the customer's attributes (with what will be saved), or the review before a delete. */
const stepsOf = (mode: WizardMode) =>
  [
    'customerwizard.step.identity',
    'customerwizard.step.personal',
    mode === 'delete' ? 'customerwizard.step.review' : 'customerwizard.step.attributes',
  ] as const;
const LAST = 2;

export interface CustomerWizardProps {
  mode: WizardMode;
  /** The customer to edit or delete (not for create). */
  customerId?: number;
  onClose: () => void;
  /** After a save or a delete, with the customer's id. */
  onDone?: (id: number, mode: WizardMode) => void;
}

/**
 * The customer wizard (spec 000 §2, §4, §5, §8) in a dialog: 1 the identity check (e-mail and
 * mobile, each checked with checkCustomer), 2 personal data, 3 the customer's attributes (the
 * generic attribute editor, required ones checked before anything is saved) above a read-back of
 * what will be saved — or, to delete, the read-back alone. Modes: create (a check that finds someone offers to edit them instead), edit, delete.
 * Saved with saveCustomerProfile, deleted with `DELETE /api/Customers/{id}`; a refusal is a toast
 * titled `customer.saveerror_message` / `customer.deleteerror_message`, and its field errors open
 * the step that shows them. Mount it to open it.
 */
export function CustomerWizard({ mode: openedAs, customerId, onClose, onDone }: CustomerWizardProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<WizardMode>(openedAs);
  const [id, setId] = useState<number | null>(customerId ?? null);
  const stored = useQuery({
    queryKey: ['customer-wizard', id],
    queryFn: ({ signal }) => customerWizardApi.get(id ?? 0, signal),
    enabled: id !== null,
  });
  const original = useMemo(() => valuesOf(stored.data), [stored.data]);
  return (
    <Modal
      open
      title={t(`customerwizard.title.${mode}`)}
      onCancel={onClose}
      // The whole width on a phone, at least 600 px elsewhere (000 §9's default modal minimum).
      width={{ xs: '100%', sm: 640, md: 720 }}
      className="customer-wizard dialog-phone-full"
      maskClosable={false}
      destroyOnHidden
      footer={null}
    >
      {id !== null && stored.isPending ? (
        <Skeleton active />
      ) : id !== null && stored.isError ? (
        <Alert type="error" showIcon title={t('common.error.unexpected')} />
      ) : (
        <WizardBody
          // A create that switched to editing the customer it found starts over with their values.
          key={`${mode}-${id ?? 'new'}`}
          mode={mode}
          id={id}
          original={original}
          onEditFound={(found) => {
            setId(found);
            setMode('edit');
          }}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function WizardBody({
  mode,
  id,
  original,
  onEditFound,
  onClose,
  onDone,
}: {
  mode: WizardMode;
  id: number | null;
  original: WizardValues;
  onEditFound: (id: number) => void;
  onClose: () => void;
  onDone: CustomerWizardProps['onDone'];
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WizardValues>();
  useIssuesFollowLanguage(form);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState<Partial<Record<ContactKind, ContactCheck>>>({});
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  // A customer this dialog created whose attributes were then refused: a retry saves only those.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const attributes = useAttributeValues('Customer', mode === 'create' ? null : id);
  const values = (Form.useWatch([], form) ?? original) as WizardValues;

  const identityOk = identityPasses(mode, values, checks, original);
  const codeState = nationalCodeState(values.nationalCode, original.nationalCode, verifiedCode);

  /** Step 2's fields judged by the server's own schema (and the repeated password), shown under them. */
  const personalIssues = () => {
    const issues: Record<string, { code: string; params?: Record<string, unknown> }> = {};
    if (mode === 'delete') return issues;
    const body = bodyOf(values, mode === 'create');
    const parsed = (mode === 'create' ? newCustomerSchema : customerProfileSchema).safeParse(
      mode === 'create' ? body : changedFields(original as unknown as Record<string, unknown>, body),
      { reportInput: true },
    );
    if (!parsed.success) Object.assign(issues, fieldIssues(parsed.error.issues));
    if (mode === 'create' && (values.confirmPassword ?? '') !== (values.password ?? ''))
      issues.confirmPassword = { code: 'security.error.passwordmismatch' };
    if (codeState === 'invalid') issues.nationalCode = { code: 'customer.nationalcode_error' };
    else if (codeState === 'unverified') issues.nationalCode = { code: 'customerwizard.verifyfirst' };
    // Step 1's fields were judged by their checks.
    delete issues.email;
    delete issues.mobile;
    return issues;
  };

  const next = () => {
    if (step === 0 && !identityOk) return;
    if (step === 1) {
      const issues = personalIssues();
      if (Object.keys(issues).length > 0) return showIssues(form, issues, t);
    }
    setStep(step + 1);
  };

  const afterChange = async (savedId: number) => {
    await queryClient.invalidateQueries({ queryKey: ['rows', 'Customers'] });
    await queryClient.invalidateQueries({ queryKey: ['row', 'Customers'] });
    await queryClient.invalidateQueries({ queryKey: ['customer-wizard', savedId] });
    onDone?.(savedId, mode);
    onClose();
  };

  /** The customer (unless this dialog already created them), then their attributes; invalid attributes stop it before anything is sent. */
  const save = async () => {
    if (!attributes.check()) return;
    setBusy(true);
    let savedId = createdId;
    try {
      if (savedId === null) {
        const body = bodyOf(values, mode === 'create');
        const saved =
          mode === 'create'
            ? await customerWizardApi.save(body)
            : await customerWizardApi.save(changedFields(original as unknown as Record<string, unknown>, body), id ?? 0);
        savedId = Number(saved.id);
      }
      await attributes.save(savedId);
      notify.saved();
      await afterChange(savedId);
    } catch (error) {
      if (savedId !== null) {
        // The customer is saved; their attributes were refused: shown under them, the next Save retries those.
        if (mode === 'create') setCreatedId(savedId);
        attributes.showRefusal(error);
      } else {
        const landed = showServerIssues(form, error, Object.keys(STEP_OF), t);
        const first = Object.keys(STEP_OF).find((name) => form.getFieldError(name as keyof WizardValues).length > 0);
        if (landed > 0 && first) setStep(STEP_OF[first] ?? 0);
      }
      notify.error(error, t('customer.saveerror_message'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await customerWizardApi.remove(id ?? 0);
      notify.deleted();
      await afterChange(id ?? 0);
    } catch (error) {
      notify.error(error, t('customer.deleteerror_message'));
    } finally {
      setBusy(false);
    }
  };

  const last = step === LAST;
  return (
    <>
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        current={step}
        className="customer-wizard__steps"
        items={stepsOf(mode).map((title) => ({ title: t(title), disabled: true }))}
      />
      <Form<WizardValues>
        form={form}
        layout="vertical"
        initialValues={original}
        onValuesChange={clearErrorsOnChange(form)}
        className="customer-wizard__form"
        data-testid="customer-wizard"
      >
        {/* Every step stays mounted (hidden when not shown): the form keeps the values of all three. */}
        <div hidden={step !== 0}>
          <WizardIdentityStep
            mode={mode}
            customerId={id}
            checks={checks}
            onChecked={(kind, check) => setChecks((old) => ({ ...old, [kind]: check }))}
            onEditFound={onEditFound}
          />
        </div>
        <div hidden={step !== 1}>
          <WizardPersonalStep mode={mode} originalCode={original.nationalCode} verifiedCode={verifiedCode} onVerified={setVerifiedCode} />
        </div>
        {last && mode !== 'delete' ? (
          <section className="customer-wizard__attributes" aria-label={t('customerwizard.step.attributes')}>
            <AttributeFields values={attributes} />
          </section>
        ) : null}
        {last ? <WizardReviewStep values={values} /> : null}
      </Form>
      {step === 0 && !identityOk ? <p className="customer-wizard__hint">{t(`customerwizard.hint.${mode}`)}</p> : null}
      <Space wrap className="dialog-footer customer-wizard__footer">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {step > 0 ? (
          <Button onClick={() => setStep(step - 1)} data-testid="customer-wizard-back">
            {t('common.back')}
          </Button>
        ) : null}
        {last ? null : (
          <Button type="primary" disabled={step === 0 && !identityOk} onClick={next} data-testid="customer-wizard-next">
            {t('customerwizard.next')}
          </Button>
        )}
        {last && mode !== 'delete' ? (
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="customer-wizard-save">
            {t('common.save')}
          </Button>
        ) : null}
        {last && mode === 'delete' ? (
          <Popconfirm
            title={t('customerwizard.delete.confirm')}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'confirm-delete' } as ButtonProps}
            onConfirm={() => void remove()}
          >
            <Button danger type="primary" loading={busy} data-testid="customer-wizard-delete">
              {t('common.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </>
  );
}
