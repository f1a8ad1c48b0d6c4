import type { EntityDef } from '@store/domain';
import { Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { listPath } from '../../dashboard/entity-paths';
import { useTranslation } from '../../i18n/use-translation';
import { TemplateBuilderDialog } from './template-builder-dialog';

/**
 * The dashboard's Create and Update/{id} of a content template: the template builder, opened on a
 * new template or on that one, instead of the generic form (whose controls would be raw JSON).
 * Closing it goes back to the list.
 */
export function TemplateBuilderScreen({ entity }: { entity: EntityDef }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const templateId = id === undefined ? undefined : Number(id);
  return (
    <section aria-labelledby="form-title">
      <div className="dashboard-page__head">
        <Typography.Title level={1} id="form-title">
          {t(`entity.${entity.name}`)} — {t('templates.builder')}
        </Typography.Title>
      </div>
      <TemplateBuilderDialog
        open
        {...(templateId === undefined ? { startNew: true } : { templateId })}
        onClose={() => void navigate(listPath(entity))}
      />
    </section>
  );
}
