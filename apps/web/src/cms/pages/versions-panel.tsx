import { DiffOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/use-notify';
import { localDigits } from '../../i18n/digits';
import { isRtl } from '../../i18n/i18n-setup';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageRow } from './pages-api';
import { useForgetPages } from './use-page-query';
import { VersionCompare } from './version-compare';
import { VersionPreview } from './version-preview';
import { listVersions, restoreVersion, type VersionSummary } from './versions-api';

/**
 * The versions of a page (kept at every save, newest first): each one previewed, any two
 * compared field by field, one restored after a confirmation — the page as it is becomes a
 * version too, so a restore can itself be undone.
 */
export function VersionsPanel({ page, onClose, onRestored }: { page: PageRow; onClose: () => void; onRestored: (page: PageRow) => void }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const { dateTime } = useFormatters();
  const notify = useNotify();
  const forgetPages = useForgetPages();
  const versions = useQuery({ queryKey: ['cms-page-versions', page.id], queryFn: () => listVersions(page.id) });
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
          const restored = await restoreVersion(page.id, v.versionNo);
          notify.saved();
          await forgetPages();
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
      {preview !== null ? <VersionPreview pageId={page.id} no={preview} onClose={() => setPreview(null)} /> : null}
      {comparing && a !== undefined && b !== undefined ? (
        <VersionCompare pageId={page.id} a={a} b={b} onClose={() => setComparing(false)} />
      ) : null}
    </Drawer>
  );
}
