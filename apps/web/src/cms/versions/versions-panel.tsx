import { DiffOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import type { EntityDef } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNotify } from '../../components/use-notify';
import { localDigits } from '../../i18n/digits';
import { isRtl } from '../../i18n/i18n-setup';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { VersionCompare } from './version-compare';
import { VersionModal } from './version-modal';
import { VersionPreview } from './version-preview';
import { listVersions, restoreVersion, type VersionData, type VersionedRow, type VersionSummary } from './versions-api';
import './versions.css';

export interface VersionsPanelProps<T> {
  /** The row whose versions these are. */
  row: VersionedRow;
  /** Its declaration: the compare names fields by their labels. */
  entity: EntityDef;
  /** A version as a visitor would have read it. */
  renderPreview: (data: VersionData) => ReactNode;
  onClose: () => void;
  onRestored: (row: T) => void;
  /** Forgets the cached reads of the row, so the screens read it again. */
  forget: () => Promise<unknown>;
}

/**
 * The versions of a page or a content (kept at every save, newest first, drafts among them): each
 * one previewed, any two compared field by field, one restored (a draft published) after a
 * confirmation — the row as it is becomes a version too, so a restore can itself be undone.
 */
export function VersionsPanel<T>({ row, entity, renderPreview, onClose, onRestored, forget }: VersionsPanelProps<T>) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const { dateTime } = useFormatters();
  const notify = useNotify();
  const versions = useQuery({
    queryKey: ['cms-versions', row.resource, row.id],
    queryFn: () => listVersions(row),
    // Read afresh each time it opens: a draft or a save since then is listed.
    refetchOnMount: 'always',
  });
  const [picked, setPicked] = useState<number[]>([]);
  const [preview, setPreview] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const when = (v: VersionSummary) => localDigits(dateTime(v.createdAt), i18n.language);
  const number = (no: number) => localDigits(String(no), i18n.language);

  const pick = (no: number, on: boolean) =>
    setPicked((now) => (on ? [...now.filter((n) => n !== no), no].slice(-2) : now.filter((n) => n !== no)));

  const confirmRestore = (v: VersionSummary) =>
    modal.confirm({
      title: t('pages.versions.restore.title', { no: number(v.versionNo) }),
      content: t('pages.versions.restore.confirm', { when: when(v) }),
      okText: t('pages.versions.restore'),
      okButtonProps: { 'data-testid': 'confirm-restore' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const restored = await restoreVersion<T>(row, v.versionNo);
          notify.saved();
          await forget();
          await versions.refetch();
          setPicked([]);
          onRestored(restored);
        } catch (error) {
          notify.error(error);
        }
      },
    });

  const [a, b] = [...picked].sort((x, y) => x - y);
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('pages.versions')}
      placement={isRtl(i18n.language) ? 'left' : 'right'}
      size={520}
      className="versions-panel"
      data-testid="versions-panel"
      extra={
        <Button
          icon={<DiffOutlined />}
          disabled={a === undefined || b === undefined}
          onClick={() => setComparing(true)}
          data-testid="versions-compare"
        >
          {t('pages.versions.compare')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('pages.versions.hint')}</Typography.Paragraph>
      {versions.isPending ? <Spin /> : null}
      {versions.data?.length === 0 ? <Empty description={t('pages.versions.empty')} /> : null}
      <ol className="versions-list">
        {versions.data?.map((v) => (
          <li key={v.versionNo} className="versions-list__item" data-testid={`version-${v.versionNo}`}>
            <Checkbox
              checked={picked.includes(v.versionNo)}
              onChange={(event) => pick(v.versionNo, event.target.checked)}
              aria-label={t('pages.versions.pick', { no: number(v.versionNo) })}
            />
            <div className="versions-list__what">
              <strong>{t('pages.versions.no', { no: number(v.versionNo) })}</strong>{' '}
              <Tag color={v.state === 'draft' ? 'gold' : 'default'}>{t(`pages.versions.state.${v.state}`)}</Tag>
              <div className="versions-list__meta">
                <time dateTime={v.createdAt}>{when(v)}</time>
                {v.author ? (
                  <>
                    {' · '}
                    <bdi>{v.author}</bdi>
                  </>
                ) : null}
              </div>
            </div>
            <Space size={4}>
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() => setPreview(v.versionNo)}
                data-testid={`version-preview-${v.versionNo}`}
              >
                {t('pages.versions.preview')}
              </Button>
              <Button
                size="small"
                icon={<RollbackOutlined />}
                onClick={() => confirmRestore(v)}
                data-testid={`version-restore-${v.versionNo}`}
              >
                {t('pages.versions.restore')}
              </Button>
            </Space>
          </li>
        ))}
      </ol>
      {preview !== null ? (
        <VersionModal onClose={() => setPreview(null)} title={t('pages.versions.no', { no: number(preview) })}>
          <VersionPreview row={row} no={preview} render={renderPreview} />
        </VersionModal>
      ) : null}
      {comparing && a !== undefined && b !== undefined ? (
        <VersionCompare row={row} entity={entity} a={a} b={b} onClose={() => setComparing(false)} />
      ) : null}
    </Drawer>
  );
}
