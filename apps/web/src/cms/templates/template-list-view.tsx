import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Empty, List, Spin, Tag } from 'antd';
import { useNotify } from '../../components/use-notify';
import { messageNodes } from '../../i18n/message';
import { useTranslation } from '../../i18n/use-translation';
import { type ContentTemplate, deleteTemplate } from './templates-api';
import { useForgetTemplates } from './use-templates';

interface ListViewProps {
  templates: ContentTemplate[] | undefined;
  loading: boolean;
  onEdit: (template: ContentTemplate) => void;
}

/** The builder's list: each template's component name, whether it is a public form, how many controls; edit or delete it. */
export function TemplateListView({ templates, loading, onEdit }: ListViewProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const notify = useNotify();
  const forget = useForgetTemplates();

  const confirmDelete = (template: ContentTemplate) =>
    modal.confirm({
      title: t('templates.delete.title'),
      // The component name is Latin: kept whole inside a Persian question.
      content: messageNodes(t, 'common.delete.confirm', { name: template.componentName }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteTemplate(template.id);
          notify.deleted();
          await forget();
        } catch (error) {
          notify.error(error);
        }
      },
    });

  if (loading && !templates) return <Spin className="template-builder__loading" />;
  if (!templates || templates.length === 0) return <Empty description={t('templates.list.empty')} />;
  return (
    <List
      className="template-list"
      data-testid="template-list"
      dataSource={templates}
      renderItem={(template) => (
        <List.Item
          data-testid={`template-${template.componentName}`}
          actions={[
            <Button
              key="edit"
              icon={<EditOutlined />}
              onClick={() => onEdit(template)}
              data-testid="template-edit"
              aria-label={t('common.edit')}
            />,
            <Button
              key="delete"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(template)}
              data-testid="template-delete"
              aria-label={t('common.delete')}
            />,
          ]}
        >
          <List.Item.Meta
            title={
              <bdi dir="ltr" className="template-list__name">
                {template.componentName}
              </bdi>
            }
            description={
              <span className="template-list__facts">
                <span data-testid="template-control-count">{t('templates.list.controls', { count: template.controls.length })}</span>
                {template.isForm ? <Tag color="blue">{t('templates.list.form')}</Tag> : null}
                {template.path ? (
                  <bdi dir="ltr" className="template-list__path">
                    {template.path}
                  </bdi>
                ) : null}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
