import { useState } from 'react';
import { withAntd } from '../../app/lazy-antd';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { ContentBlock } from './content-block';
import type { ContentPlace, ContentRow } from './contents-api';
import { type ToolboxPlacement, useToolboxPlacement } from './toolbox-position';
import { useContents } from './use-contents';
import './contents.css';

// The editing tools (editor, template builder, versions; Ant Design) load only for administrators.
const ContentTools = withAntd(() => import('./content-tools').then((m) => ({ default: m.ContentTools })), true);

interface ContentPlaceholderProps {
  place: ContentPlace;
  /** The place's name as an administrator reads it ("Side column"), for the add button. */
  label: string;
}

/**
 * A content placeholder (spec 000 §2): the published contents of a place for visitors (nothing when
 * there are none); for an administrator, every content with its toolbox (edit, exchange language,
 * versions, delete) on hover or focus, at the store's configured position (or always, when the
 * store says so), and a plus button where there
 * is no content yet.
 */
export function ContentPlaceholder({ place, label }: ContentPlaceholderProps) {
  const { t } = useTranslation();
  const admin = isAdmin(useAuth());
  const contents = useContents(place);
  const toolbox = useToolboxPlacement();
  const [adding, setAdding] = useState(false);
  const rows = (contents.data ?? []).filter((row) => admin || row.published);
  if (rows.length === 0 && !admin) return null;
  return (
    <div className="content-placeholder" data-part={place.partName} data-testid={`placeholder-${place.partName}`}>
      {rows.map((row) =>
        admin ? (
          <AdminContent key={row.id} row={row} place={place} toolbox={toolbox} />
        ) : (
          <div key={row.id} className="content-frame" data-content-id={row.id}>
            <ContentBlock content={row} />
          </div>
        ),
      )}
      {admin && rows.length === 0 && !contents.isPending ? (
        <Button
          block
          icon="plus"
          onClick={() => setAdding(true)}
          className="content-placeholder__add"
          aria-label={t('contents.add.here', { place: label })}
          data-testid={`content-add-${place.partName}`}
        >
          {t('contents.add')}
        </Button>
      ) : null}
      {adding ? <ContentTools place={place} action="create" onDone={() => setAdding(false)} /> : null}
    </div>
  );
}

/** One content as an administrator sees it: framed, marked when unpublished, with its toolbox (shown on hover, and when a tool has the keyboard's focus). */
function AdminContent({ row, place, toolbox }: { row: ContentRow; place: ContentPlace; toolbox: ToolboxPlacement }) {
  const { t } = useTranslation();
  return (
    <div className="content-frame content-frame--admin" data-content-id={row.id} data-testid={`content-${row.id}`}>
      {row.published ? null : (
        <span className="badge badge--warning content-frame__unpublished" data-testid="content-unpublished">
          {t('contents.unpublished')}
        </span>
      )}
      <ContentBlock content={row} />
      <ContentTools place={place} content={row} toolbox={toolbox} />
    </div>
  );
}
