import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined } from '@ant-design/icons';
import type { EntityDef } from '@store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { resourceApi } from '../../api/resource-api';
import { clearErrorsOnChange, serverIssueCount, showIssues, showServerIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { LinkButton } from '../../components/link-button';
import { useNotify } from '../../components/use-notify';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import { formScreens, updatePanels } from '../entity-panels';
import { listPath } from '../entity-paths';
import { EntityFieldControl } from './entity-field-control';
import { EntityLifecycleActions } from './entity-lifecycle-actions';
import { type FormMode, type FormValues, formFields, formValuesOf, prepareBody } from './form-values';

/** Create and Update of an entity: its own screens where it has them (`formScreens`), else the generic form. */
export function EntityFormPage({ entity }: { entity: EntityDef }) {
  const Screen = formScreens[entity.name] ?? GenericFormPage;
  return <Screen entity={entity} />;
}

/** Create and Update of any entity: one form, controls and validation derived from the declaration. */
function GenericFormPage({ entity }: { entity: EntityDef }) {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const mode: FormMode = id ? 'update' : 'create';
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  useIssuesFollowLanguage(form);

  const row = useQuery({
    queryKey: ['row', entity.resource, id],
    queryFn: ({ signal }) => resourceApi.get(entity.resource, id ?? '', signal),
    enabled: mode === 'update',
  });
  useEffect(() => {
    if (row.data) form.setFieldsValue(formValuesOf(entity, row.data));
  }, [row.data, entity, form]);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      mode === 'create' ? resourceApi.create(entity.resource, body) : resourceApi.update(entity.resource, id ?? '', body),
    onSuccess: async () => {
      notify.saved();
      // The list must not flash the old values when we go back to it.
      queryClient.removeQueries({ queryKey: ['rows', entity.resource] });
      queryClient.removeQueries({ queryKey: ['row', entity.resource] });
      await queryClient.invalidateQueries({ queryKey: ['refs', entity.resource] });
      await navigate(listPath(entity));
    },
    onError: (error) => {
      const onForm = showServerIssues(form, error, Object.keys(entity.fields), t);
      if (onForm === 0 || onForm < serverIssueCount(error)) notify.error(error);
    },
  });

  const submit = (values: FormValues) => {
    const { body, issues } = prepareBody(entity, mode, values);
    if (Object.keys(issues).length > 0) return showIssues(form, issues, t);
    save.mutate(body);
  };

  const BackIcon = isRtl(i18n.language) ? ArrowRightOutlined : ArrowLeftOutlined;
  const Panel = mode === 'update' ? updatePanels[entity.name] : undefined;
  // A row its lifecycle has locked (a paid voucher) cannot be saved: say why and disable the form.
  const locked = mode === 'update' ? (row.data?.lockedBy ?? null) : null;
  const heading = `${t(`entity.${entity.name}`)} — ${t(mode === 'create' ? 'screen.Create' : 'screen.Update')}`;
  if (mode === 'update' && row.error instanceof ApiError && row.error.status === 404)
    return (
      <Result status="404" title={t('entity.form.notfound')} extra={<LinkButton to={listPath(entity)}>{t('common.back')}</LinkButton>} />
    );

  return (
    <section aria-labelledby="form-title">
      <div className="dashboard-page__head">
        <Typography.Title level={1} id="form-title">
          {heading}
        </Typography.Title>
        <LinkButton to={listPath(entity)} icon={<BackIcon />}>
          {t('common.back')}
        </LinkButton>
      </div>
      {locked ? <Alert type="info" showIcon message={t(locked)} className="entity-form__locked" data-testid="row-locked" /> : null}
      <Card className="entity-form">
        {mode === 'update' && row.isPending ? (
          <Skeleton active />
        ) : (
          <Form<FormValues>
            form={form}
            name="entity"
            layout="vertical"
            initialValues={mode === 'create' ? formValuesOf(entity, undefined) : undefined}
            onFinish={submit}
            onValuesChange={clearErrorsOnChange(form)}
            data-testid="entity-form"
            scrollToFirstError
          >
            {formFields(entity, mode).map(([name, field]) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`field.${entity.name}.${name}`)}
                required={Boolean(field.required)}
                extra={field.writeOnly && mode === 'update' ? t('entity.form.writeonly') : undefined}
              >
                <EntityFieldControl entity={entity} name={name} field={field} disabled={Boolean(field.readOnly) || locked !== null} />
              </Form.Item>
            ))}
            <div className="entity-form__actions">
              <Button
                type="primary"
                htmlType="submit"
                icon={<SaveOutlined />}
                loading={save.isPending}
                disabled={locked !== null}
                data-testid="save-button"
              >
                {t('common.save')}
              </Button>
              <LinkButton to={listPath(entity)}>{t('common.cancel')}</LinkButton>
            </div>
          </Form>
        )}
      </Card>
      {mode === 'update' && row.data && entity.lifecycle ? <EntityLifecycleActions entity={entity} row={row.data} /> : null}
      {Panel && row.data ? <Panel row={row.data} /> : null}
    </section>
  );
}
