import { HistoryOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { ScheduleTaskRun } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { api } from '../../api/api-client';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { FieldValue } from '../entity/field-value';

/** Runs shown on a task's page, newest first (the history keeps SCHEDULE_RUNS_KEPT). */
const RUNS_SHOWN = 20;
const RUN_COLUMNS = ['startedAt', 'finishedAt', 'outcome', 'attempt', 'trigger', 'error'] as const;

/**
 * Below a scheduled task's form: "Run now" for administrators (the server runs it at once through
 * the scheduler's claim and answers the run; 409 while it is running) and the task's run history,
 * which every signed-in user may read.
 */
export function ScheduleTaskPanel({ row }: { row: EntityRow }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const admin = isAdmin(useAuth());
  const [running, setRunning] = useState(false);
  const runs = useQuery({
    queryKey: ['rows', ScheduleTaskRun.resource, { scheduleTaskId: row.id }],
    queryFn: ({ signal }) =>
      resourceApi.list(
        ScheduleTaskRun.resource,
        { scheduleTaskId: String(row.id), sort: '-startedAt', pageSize: String(RUNS_SHOWN) },
        signal,
      ),
  });
  const runNow = async () => {
    setRunning(true);
    try {
      const run = (await api<{ data: EntityRow }>('POST', `/api/ScheduleTasks/${row.id}/runNow`)).data;
      if (run.outcome === 'ok') notify.success(t('scheduletask.ran'));
      else notify.error(new Error(t('scheduletask.error.failed', { error: String(run.error ?? '') })));
      await queryClient.invalidateQueries({ queryKey: ['rows', ScheduleTaskRun.resource] });
      // The task's last success, failures and retry changed: the form above is read again.
      await queryClient.invalidateQueries({ queryKey: ['row', 'ScheduleTasks'] });
    } catch (error) {
      notify.error(error);
    } finally {
      setRunning(false);
    }
  };
  const columns: ColumnsType<EntityRow> = RUN_COLUMNS.map((name) => ({
    key: name,
    dataIndex: name,
    title: t(`field.ScheduleTaskRun.${name}`),
    render: (value: unknown, run: EntityRow) => {
      const field = ScheduleTaskRun.fields[name];
      return <FieldValue entity={ScheduleTaskRun} name={name} field={field} value={value} row={run} />;
    },
  }));
  return (
    <Card
      className="entity-form schedule-task-runs"
      title={
        <span>
          <HistoryOutlined /> {t('scheduletask.history')}
        </span>
      }
      extra={
        admin ? (
          <Button
            type="primary"
            icon={<PlayCircleOutlined />}
            loading={running}
            onClick={() => void runNow()}
            data-testid="schedule-task-run-now"
          >
            {t('scheduletask.runnow')}
          </Button>
        ) : null
      }
      data-testid="schedule-task-runs"
    >
      {runs.isError ? <Alert type="error" showIcon title={t('common.error.unexpected')} /> : null}
      <Table<EntityRow>
        rowKey="id"
        size="small"
        loading={runs.isPending}
        columns={columns}
        dataSource={runs.data?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        data-testid="schedule-task-run-list"
      />
    </Card>
  );
}
