import { DatabaseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client';
import { formatBytes, STORAGE_COLORS, storageLevel } from './storage-level';

interface StorageCapacity {
  usage: number;
  maximumcapacity: number;
}

/** GET /api/CMS/getStorageCapacity; null while the server does not measure it yet. */
async function fetchCapacity(): Promise<StorageCapacity | null> {
  try {
    const answer = await api<{ data?: Partial<StorageCapacity> }>('GET', '/api/CMS/getStorageCapacity');
    const usage = Number(answer?.data?.usage);
    const maximum = Number(answer?.data?.maximumcapacity);
    return Number.isFinite(usage) && Number.isFinite(maximum) && maximum > 0 ? { usage, maximumcapacity: maximum } : null;
  } catch {
    return null;
  }
}

/** Storage usage bar of the dashboard top bar (000 §2, §4). */
export function StorageUsageBar() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['storage-capacity'], queryFn: fetchCapacity, staleTime: 60_000 });
  const usage = data?.usage ?? 0;
  const maximum = data?.maximumcapacity ?? 0;
  const percent = maximum > 0 ? Math.min(100, Math.round((usage / maximum) * 100)) : 0;
  const label = data
    ? t('dashboard.storage.value', { used: formatBytes(usage), max: formatBytes(maximum) })
    : t('dashboard.storage.notmeasured');
  return (
    <Tooltip title={`${t('dashboard.storage')}: ${label}`}>
      <div className="storage-bar" data-testid="storage-bar" data-level={storageLevel(usage, maximum)}>
        <DatabaseOutlined aria-hidden />
        <span className="storage-bar__label">{t('dashboard.storage')}</span>
        <Progress
          percent={percent}
          size="small"
          strokeColor={STORAGE_COLORS[storageLevel(usage, maximum)]}
          aria-label={`${t('dashboard.storage')}: ${label}`}
          format={() => (data ? `${percent}%` : '—')}
        />
      </div>
    </Tooltip>
  );
}
