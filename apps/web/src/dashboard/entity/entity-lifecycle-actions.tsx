import type { EntityDef } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { useNotify } from '../../components/use-notify';

/**
 * A button per lifecycle action of the entity, enabled when the row's `allowedActions` (computed
 * by the server with the domain's `canTransition`) lists it; runs `POST /api/{resource}/{id}/{action}`.
 */
export function EntityLifecycleActions({ entity, row }: { entity: EntityDef; row: EntityRow }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (action: string) => resourceApi.action(entity.resource, row.id, action),
    onSuccess: async (updated) => {
      notify.saved();
      queryClient.setQueryData(['row', entity.resource, String(row.id)], updated);
      await queryClient.invalidateQueries({ queryKey: ['rows', entity.resource] });
    },
    // A 409 carries the rule's error message, translated by the server.
    onError: (error) => notify.error(error),
  });
  const actions = Object.keys(entity.lifecycle?.actions ?? {});
  if (actions.length === 0 || !Array.isArray(row.allowedActions)) return null;
  const allowed = new Set(row.allowedActions);
  const label = (action: string) => {
    const key = `action.${entity.name}.${action}`;
    return i18n.exists(key) ? t(key) : action;
  };
  return (
    <section aria-labelledby="lifecycle-title" className="entity-lifecycle">
      <Typography.Title level={2} id="lifecycle-title">
        {t('entity.form.actions')}
        {row.state ? (
          <Typography.Text type="secondary">
            {' '}
            — {t('field.state')}: {row.state}
          </Typography.Text>
        ) : null}
      </Typography.Title>
      <Space wrap>
        {actions.map((action) => (
          <Button
            key={action}
            disabled={!allowed.has(action) || run.isPending}
            loading={run.isPending && run.variables === action}
            onClick={() => run.mutate(action)}
            data-testid={`action-${action}`}
          >
            {label(action)}
          </Button>
        ))}
      </Space>
    </section>
  );
}
