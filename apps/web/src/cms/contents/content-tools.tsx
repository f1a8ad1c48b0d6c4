import { Content } from '@store/domain';
import { App } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { plainText } from '../pages/page-texts';
import { VersionsPanel } from '../versions/versions-panel';
import { ContentBlock } from './content-block';
import { ContentEditor, type ContentEditorMode } from './content-editor';
import { ContentToolbox, type ToolboxAction } from './content-toolbox';
import { type ContentPlace, type ContentRow, deleteContent } from './contents-api';
import type { ToolboxPlacement } from './toolbox-position';
import { useForgetContents } from './use-contents';

type ContentToolsProps =
  | { place: ContentPlace; action: 'create'; onDone: () => void; content?: undefined; toolbox?: undefined }
  | { place: ContentPlace; content: ContentRow; toolbox: ToolboxPlacement; action?: undefined; onDone?: undefined };

/**
 * An administrator's tools for a place's contents (loaded on first use): the toolbox of a content
 * and what its buttons open — the editor (edit, exchange language), the versions panel, the delete
 * confirmation — or the editor of a new content.
 */
export function ContentTools(props: ContentToolsProps) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const notify = useNotify();
  const forget = useForgetContents();
  const [open, setOpen] = useState<ContentEditorMode | 'versions' | null>(props.action ?? null);
  const content = props.content;

  const close = () => {
    setOpen(null);
    props.onDone?.();
  };

  const confirmDelete = (row: ContentRow) =>
    modal.confirm({
      title: t('contents.delete.title'),
      content: t('common.delete.confirm', { name: plainText(row.title, i18n.language) || row.componentName || `#${row.id}` }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteContent(row.id);
          notify.deleted();
          await forget();
        } catch (error) {
          notify.error(error);
        }
      },
    });

  const act = (action: ToolboxAction) => {
    if (!content) return;
    if (action === 'delete') confirmDelete(content);
    else setOpen(action === 'edit' ? 'edit' : action);
  };

  return (
    <>
      {content && props.toolbox ? <ContentToolbox placement={props.toolbox} onAction={act} /> : null}
      {open === 'create' || open === 'edit' || open === 'exchange' ? (
        <ContentEditor mode={open} place={props.place} {...(content ? { content } : {})} onClose={close} />
      ) : null}
      {open === 'versions' && content ? (
        <VersionsPanel<ContentRow>
          row={{ resource: 'Contents', id: content.id }}
          entity={Content}
          renderPreview={(data) => (
            <ContentBlock
              content={{
                title: (data.title as ContentRow['title']) ?? null,
                description: (data.description as ContentRow['description']) ?? null,
                dataContent: (data.dataContent as string | null) ?? null,
              }}
            />
          )}
          onClose={close}
          onRestored={() => undefined}
          forget={forget}
        />
      ) : null}
    </>
  );
}
