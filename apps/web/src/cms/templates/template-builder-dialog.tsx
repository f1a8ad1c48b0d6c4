import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { showToast } from '../../ui/toast-store';
import { TemplateEditor } from './template-editor';
import { TemplateListView } from './template-list-view';
import type { ContentTemplate } from './templates-api';
import { useTemplates } from './use-templates';
import './templates.css';

export interface TemplateBuilderDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens straight on this template's edit view. */
  templateId?: number;
  /** Opens straight on a new template (the dashboard's Create route). */
  startNew?: boolean;
  /** After a template was saved (created or changed). */
  onSaved?: (template: { id: number; componentName: string }) => void;
}

type View = { kind: 'list' } | { kind: 'edit'; template: ContentTemplate | undefined; nonce: number } | { kind: 'opening'; id: number };

/**
 * The template builder (spec 000 §2): the store's content templates as a list, each created or
 * edited in the same dialog, with an option-list mode for choice controls. At least 600 px wide
 * (spec 000 §9), the whole screen on a phone. Saving goes back to the list.
 */
export function TemplateBuilderDialog({ open, onClose, templateId, startNew = false, onSaved }: TemplateBuilderDialogProps) {
  const { t } = useTranslation();
  const templates = useTemplates(open);
  const [view, setView] = useState<View>({ kind: 'list' });
  const edit = (template: ContentTemplate | undefined) => setView({ kind: 'edit', template, nonce: Date.now() });

  // Each opening starts where the caller asks: a template's edit view, a new template, or the list.
  useEffect(() => {
    if (!open) return;
    if (templateId !== undefined) setView({ kind: 'opening', id: templateId });
    else if (startNew) setView({ kind: 'edit', template: undefined, nonce: Date.now() });
    else setView({ kind: 'list' });
  }, [open, templateId, startNew]);

  // The template asked for, once the list is read; one that is gone is said so, and the list shown.
  const loaded = templates.data;
  useEffect(() => {
    if (view.kind !== 'opening' || !loaded) return;
    const found = loaded.find((template) => template.id === view.id);
    if (found) setView({ kind: 'edit', template: found, nonce: Date.now() });
    else {
      showToast('warning', t('templates.builder'), t('templates.notfound'));
      setView({ kind: 'list' });
    }
  }, [view, loaded, t]);

  const title =
    view.kind === 'edit'
      ? `${t('templates.builder')} — ${t(view.template ? 'templates.edit.change' : 'templates.edit.create')}`
      : t('templates.builder');
  const components = (loaded ?? []).map((template) => template.componentName);

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      // The whole width on a phone, at least 600 px elsewhere (000 §9's default modal minimum).
      width={{ xs: '100%', sm: 640, md: 820 }}
      className="template-builder dialog-phone-full"
      maskClosable={false}
      destroyOnHidden
      footer={null}
    >
      <div data-testid="template-builder" data-view={view.kind}>
        {view.kind === 'edit' ? (
          <TemplateEditor
            key={view.nonce}
            template={view.template}
            components={components}
            onBack={() => setView({ kind: 'list' })}
            onSaved={(saved) => {
              setView({ kind: 'list' });
              onSaved?.({ id: saved.id, componentName: saved.componentName });
            }}
          />
        ) : (
          <>
            <TemplateListView templates={loaded} loading={templates.isFetching || view.kind === 'opening'} onEdit={edit} />
            <div className="template-builder__footer">
              <Button onClick={onClose}>{t('templates.close')}</Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(undefined)} data-testid="template-new">
                {t('templates.list.new')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
