import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined } from '@ant-design/icons';
import { type EntityDef, serves } from '@store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Result, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { clearErrorsOnChange, type ShownIssue, showIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { LinkButton } from '../../components/link-button';
import { useNotify } from '../../components/use-notify';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import { formPlacing } from '../catalog/form-placing';
import { EntityPlacing } from '../catalog/placing/entity-placing';
import { type PlacingHandle, PlacingRefused } from '../catalog/placing/placing-refused';
import { formActions, formScreens, updatePanels } from '../entity-panels';
import { listPath } from '../entity-paths';
import { childListsOf } from './child-form-values';
import { placeIssues, serverIssuesOf, withoutCell, withoutRow } from './child-issues';
import { EntityChildren } from './entity-children';
import { EntityFieldControl } from './entity-field-control';
import { EntityLifecycleActions } from './entity-lifecycle-actions';
import { compareBase, type FormMode, type FormValues, formFields, formValuesOf, prepareBody, refreshedValues } from './form-values';
import { routeParamOf } from './route-param';
import { useReadOnly } from './use-read-only';
import { useRouteParam } from './use-route-param';

/** Create and Update of an entity: its own screens where it has them (`formScreens`), else the generic form. */
export function EntityFormPage({ entity }: { entity: EntityDef }) {
  const Screen = formScreens[entity.name] ?? GenericFormPage;
  const { id } = useParams();
  const param = useRouteParam(entity);
  // A form of its own for each row and route parameter (`Create/Customer` → `Create/Product`): its start values are that address's.
  return <Screen key={`${param ?? ''}/${id ?? ''}`} entity={entity} />;
}

/**
 * Create and Update of any entity: one form, controls and validation derived from the declaration,
 * its children's rows edited in it. With the entity's route parameter in the address
 * (`Create/Customer`), a new row starts with that value, fixed; every way back keeps it.
 */
function GenericFormPage({ entity }: { entity: EntityDef }) {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const mode: FormMode = id ? 'update' : 'create';
  const param = useRouteParam(entity);
  const paramName = routeParamOf(entity)?.name;
  // On create the address chose the value; an update may move the row to another (the address only says where it came from).
  const fixedField = mode === 'create' && param !== undefined ? paramName : undefined;
  const backTo = listPath(entity, param);
  const lists = useMemo(() => childListsOf(entity), [entity]);
  // The save's issues about child rows, shown in their rows (they follow a language switch as they render).
  const [childIssues, setChildIssues] = useState<Record<string, ShownIssue>>({});
  // Set when the save's first issue is in a child row: the page scrolls there once the rows show it.
  const scrollToChildIssue = useRef(false);
  useEffect(() => {
    if (!scrollToChildIssue.current || Object.keys(childIssues).length === 0) return;
    scrollToChildIssue.current = false;
    document
      .querySelector('.child-rows .ant-form-item-has-error, .child-rows__row--issue, .child-rows__issues')
      ?.scrollIntoView({ block: 'center' });
  }, [childIssues]);
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  useIssuesFollowLanguage(form);
  // What places the row (its categories, tags…: `formPlacing`), saved after it.
  const placingOf = formPlacing[entity.name];
  const placing = useRef<PlacingHandle>(null);
  // The row this form last saved whose placing was then refused: the next save changes it (never creates
  // another) and sends what differs from it.
  const [created, setCreated] = useState<EntityRow | null>(null);
  const savedId = id ?? (created ? String(created.id) : undefined);

  const row = useQuery({
    queryKey: ['row', entity.resource, id],
    queryFn: ({ signal }) => resourceApi.get(entity.resource, id ?? '', signal),
    enabled: mode === 'update',
  });
  useEffect(() => {
    if (row.data) form.setFieldsValue(refreshedValues(formValuesOf(entity, row.data), (name) => form.isFieldTouched(name)));
  }, [row.data, entity, form]);

  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const saved = savedId ? await resourceApi.update(entity.resource, savedId, body) : await resourceApi.create(entity.resource, body);
      await placing.current?.save(saved.id).catch((error: unknown) => {
        // The row is saved: the next save changes it (never creates another) and compares with it.
        if (!savedId) form.setFieldsValue(formValuesOf(entity, saved));
        setCreated(saved);
        throw error;
      });
      return saved;
    },
    onSuccess: async () => {
      notify.saved();
      // The list must not flash the old values when we go back to it.
      queryClient.removeQueries({ queryKey: ['rows', entity.resource] });
      queryClient.removeQueries({ queryKey: ['row', entity.resource] });
      await queryClient.invalidateQueries({ queryKey: ['refs', entity.resource] });
      await navigate(backTo);
    },
    onError: (error) => {
      // The row is saved; what places it was refused, its issues shown under the placing controls.
      if (error instanceof PlacingRefused) {
        void queryClient.invalidateQueries({ queryKey: ['rows', entity.resource] });
        return notify.error(error.reason);
      }
      const issues = serverIssuesOf(error);
      const shown = show(issues);
      if (shown === 0 || shown < Object.keys(issues).length) notify.error(error);
    },
  });

  /** Puts issues under their fields and into the child rows; answers how many found a place. */
  const show = (issues: Record<string, ShownIssue>): number => {
    const placed = placeIssues(entity, lists, issues);
    if (Object.keys(placed.parent).length > 0) showIssues(form, placed.parent, t);
    else scrollToChildIssue.current = Object.keys(placed.children).length > 0;
    setChildIssues(placed.children);
    return Object.keys(issues).length - placed.unplaced;
  };

  const submit = (values: FormValues) => {
    // Child rows as the form holds them: onFinish gives only what controls show, and a row's id has none.
    const rows = Object.fromEntries(lists.map((list) => [list.name, form.getFieldValue(list.name)]));
    const { body, issues } = prepareBody(entity, created ? 'update' : mode, { ...values, ...rows }, compareBase(row.data, created));
    const placed = placing.current?.check() ?? true;
    if (Object.keys(issues).length > 0) {
      show(issues);
      return;
    }
    if (!placed) return;
    setChildIssues({});
    save.mutate(body);
  };

  // Someone who may only look (a scheduled task, to a non-administrator), or a row nobody changes here (a task's run):
  // the form shows the row and offers no save.
  const readOnly = useReadOnly(entity) || (mode === 'update' && !serves(entity, 'update'));
  const BackIcon = isRtl(i18n.language) ? ArrowRightOutlined : ArrowLeftOutlined;
  const Panel = mode === 'update' ? updatePanels[entity.name] : undefined;
  const Actions = readOnly ? undefined : formActions[entity.name];
  // A row its lifecycle has locked (a paid voucher) cannot be saved: say why and disable the form.
  const locked = mode === 'update' ? (row.data?.lockedBy ?? null) : null;
  const heading = `${t(`entity.${entity.name}`)} — ${t(mode === 'create' ? 'screen.Create' : 'screen.Update')}`;
  if (mode === 'update' && row.error instanceof ApiError && row.error.status === 404)
    return <Result status="404" title={t('entity.form.notfound')} extra={<LinkButton to={backTo}>{t('common.back')}</LinkButton>} />;

  return (
    <section aria-labelledby="form-title">
      <div className="dashboard-page__head">
        <Typography.Title level={1} id="form-title">
          {heading}
        </Typography.Title>
        <LinkButton to={backTo} icon={<BackIcon />}>
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
            initialValues={
              mode === 'create' ? { ...formValuesOf(entity, undefined), ...(fixedField ? { [fixedField]: param } : {}) } : undefined
            }
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
                <EntityFieldControl
                  entity={entity}
                  name={name}
                  field={field}
                  disabled={Boolean(field.readOnly) || readOnly || locked !== null || name === fixedField}
                />
              </Form.Item>
            ))}
            {lists.map((list) => (
              <EntityChildren
                key={list.name}
                entity={entity}
                parent={entity.name}
                list={list}
                loaded={row.data}
                disabled={locked !== null}
                issues={childIssues}
                onCellEdited={(index, field) => setChildIssues((issues) => withoutCell(issues, list.name, index, field))}
                onRowRemoved={(index) => setChildIssues((issues) => withoutRow(issues, list.name, index))}
              />
            ))}
            {placingOf ? (
              <EntityPlacing declaration={placingOf} entityId={id ? Number(id) : null} disabled={locked !== null} handle={placing} />
            ) : null}
            <div className="entity-form__actions">
              {readOnly ? null : (
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
              )}
              {Actions ? <Actions form={form} id={savedId} /> : null}
              <LinkButton to={backTo}>{t('common.cancel')}</LinkButton>
            </div>
          </Form>
        )}
      </Card>
      {mode === 'update' && row.data && entity.lifecycle ? <EntityLifecycleActions entity={entity} row={row.data} /> : null}
      {Panel && row.data ? <Panel row={row.data} /> : null}
    </section>
  );
}
