import { actionInputSchema, type EntityDef, type FieldDef } from '@store/domain';
import { useMutation } from '@tanstack/react-query';
import { type ButtonProps, Form, Modal } from 'antd';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { clearErrorsOnChange, serverIssueCount, showIssues, showServerIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { EntityFieldControl } from './entity-field-control';
import { type FormValues, prepareFields } from './form-values';

interface ActionFormProps {
  entity: EntityDef;
  action: string;
  title: string;
  row: EntityRow;
  onClose: () => void;
  onDone: (updated: EntityRow) => void;
}

/**
 * The form of a lifecycle action that declares `input`: the same controls as the entity's form,
 * checked with `actionInputSchema`; a 400's field errors land under their fields.
 */
export function ActionFormModal({ entity, action, title, row, onClose, onDone }: ActionFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<FormValues>();
  useIssuesFollowLanguage(form);
  const fields = Object.entries(entity.lifecycle?.actions[action]?.input ?? {}) as [string, FieldDef][];
  const run = useMutation({
    mutationFn: (body: Record<string, unknown>) => resourceApi.action(entity.resource, row.id, action, body),
    onSuccess: onDone,
    onError: (error) => {
      const onForm = showServerIssues(
        form,
        error,
        fields.map(([name]) => name),
        t,
      );
      if (onForm === 0 || onForm < serverIssueCount(error)) notify.error(error);
    },
  });
  const submit = (values: FormValues) => {
    const { body, issues } = prepareFields(fields, actionInputSchema(entity, action), values);
    if (Object.keys(issues).length > 0) return showIssues(form, issues, t);
    run.mutate(body);
  };
  return (
    <Modal
      open
      title={title}
      okText={title}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={run.isPending}
      okButtonProps={{ 'data-testid': 'action-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        name={`action_${action}`}
        layout="vertical"
        onFinish={submit}
        onValuesChange={clearErrorsOnChange(form)}
        data-testid="action-form"
      >
        {fields.map(([name, field]) => (
          <Form.Item key={name} name={name} label={t(`field.${entity.name}.${name}`)} required={Boolean(field.required)}>
            <EntityFieldControl entity={entity} name={name} field={field} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
