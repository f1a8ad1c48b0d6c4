import { DeleteOutlined, EditOutlined, HistoryOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ToolboxPlacement } from './toolbox-position';

export type ToolboxAction = 'edit' | 'delete' | 'exchange' | 'versions';

const ICONS: Record<ToolboxAction, ReactNode> = {
  edit: <EditOutlined />,
  exchange: <TranslationOutlined />,
  versions: <HistoryOutlined />,
  delete: <DeleteOutlined />,
};

const CONTENT_ACTIONS: readonly ToolboxAction[] = ['edit', 'exchange', 'versions', 'delete'];

interface ContentToolboxProps {
  placement: ToolboxPlacement;
  onAction: (action: ToolboxAction) => void;
  /** The buttons shown, in order (default: a content's four); the header and footer have only `edit`. */
  actions?: readonly ToolboxAction[];
}

/** The content's tools (spec 000 §2: edit, delete, exchange language; and its versions) as icon buttons with names. */
export function ContentToolbox({ placement, onAction, actions = CONTENT_ACTIONS }: ContentToolboxProps) {
  const { t } = useTranslation();
  return (
    <div
      className="content-toolbox"
      data-position={placement.position}
      data-fixed={placement.fixed || undefined}
      role="toolbar"
      aria-label={t('contents.toolbox')}
      data-testid="content-toolbox"
    >
      {actions.map((action) => (
        <Tooltip key={action} title={t(`contents.${action}`)}>
          <Button
            size="small"
            shape="circle"
            icon={ICONS[action]}
            danger={action === 'delete'}
            aria-label={t(`contents.${action}`)}
            onClick={() => onAction(action)}
            data-testid={`content-${action}`}
          />
        </Tooltip>
      ))}
    </div>
  );
}
