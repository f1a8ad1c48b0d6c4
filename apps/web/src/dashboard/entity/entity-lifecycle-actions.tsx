import type { EntityDef } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { ActionFormModal } from './action-form-modal';

/**
 * A button per lifecycle action of the entity, enabled when the row's `allowedActions` (computed
 * by the server with the domain's `canTransition`) lists it. An action without input runs at once
 * (`POST /api/{resource}/{id}/{action}`); one that declares input opens its form first.
 */
export function EntityLifecycleActions({ entity, row }: { entity: EntityDef; row: EntityRow }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const done = async (updated: EntityRow) => {
    notify.saved();
    setAsking(null);
    queryClient.setQueryData(['row', entity.resource, String(row.id)], updated);
    await queryClient.invalidateQueries({ queryKey: ['rows', entity.resource] });
  };
  const run = useMutation({
    mutationFn: (action: string) => resourceApi.action(entity.resource, row.id, action),
    onSuccess: done,
    // A 409 carries the rule's error message, translated by the server.
    onError: (error) => notify.error(error),
  });
  const declared = entity.lifecycle?.actions ?? {};
  const actions = Object.keys(declared);
  if (actions.length === 0 || !Array.isArray(row.allowedActions)) return null;
  const allowed = new Set(row.allowedActions);
  const known = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
  const label = (action: string) => known(`action.${entity.name}.${action}`, action);
  const start = (action: string) => (declared[action]?.input ? setAsking(action) : run.mutate(action));
  return (
    <section aria-labelledby="lifecycle-title" className="entity-lifecycle">
      <Typography.Title level={2} id="lifecycle-title">
        {t('entity.form.actions')}
      </Typography.Title>
      {row.state ? (
        <p>
          {t('field.state')}:{' '}
          <Tag color="blue" data-testid="row-state" data-state={row.state}>
            {known(`state.${entity.name}.${row.state}`, row.state)}
          </Tag>
        </p>
      ) : null}
      <Space wrap>
        {actions.map((action) => (
          <Button
            key={action}
            disabled={!allowed.has(action) || run.isPending}
            loading={run.isPending && run.variables === action}
            onClick={() => start(action)}
            data-testid={`action-${action}`}
          >
            {label(action)}
          </Button>
        ))}
      </Space>
      {asking ? (
        <ActionFormModal
          entity={entity}
          action={asking}
          title={label(asking)}
          row={row}
          onClose={() => setAsking(null)}
          onDone={(updated) => void done(updated)}
        />
      ) : null}
    </section>
  );
}
