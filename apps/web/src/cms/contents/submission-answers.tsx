import { FormSubmission } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useEffect } from 'react';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { useTranslation } from '../../i18n/use-translation';
import { DataContentView } from '../data-content/data-content-view';
import './contents.css';

const { resource } = FormSubmission;

/**
 * What a visitor sent through a public form, as they filled it in (the data-content renderer),
 * below the submission's fields. Opening an unread submission marks it read, as a mail client does.
 */
export function SubmissionAnswers({ row }: { row: EntityRow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (row.read !== false) return;
    void resourceApi
      .update(resource, row.id, { read: true })
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['row', resource] }),
          queryClient.invalidateQueries({ queryKey: ['rows', resource] }),
        ]),
      );
  }, [row.id, row.read, queryClient]);
  return (
    <Card title={t('forms.answers')} className="submission-answers" data-testid="submission-answers">
      <DataContentView dataContent={typeof row.dataContent === 'string' ? row.dataContent : null} />
    </Card>
  );
}
