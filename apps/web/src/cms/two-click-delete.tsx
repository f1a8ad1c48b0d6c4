import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** How long a first click keeps the delete armed. */
const ARMED_MS = 5000;

/**
 * Removal in two clicks (spec 000 §4): the first dims the icon (`aria-pressed`, class
 * `is-armed`, tooltip "click again to delete"), the second calls `onDelete`.
 */
export function TwoClickDelete({ label, onDelete, testId }: { label: string; onDelete: () => Promise<unknown>; testId?: string }) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), ARMED_MS);
    return () => clearTimeout(timer);
  }, [armed]);
  const click = () => {
    if (busy) return;
    if (!armed) {
      setArmed(true);
      return;
    }
    setBusy(true);
    void onDelete().finally(() => {
      setBusy(false);
      setArmed(false);
    });
  };
  return (
    <Tooltip title={armed ? t('files.delete.again') : label} open={armed ? true : undefined}>
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={label}
        aria-pressed={armed}
        className={armed ? 'two-click-delete is-armed' : 'two-click-delete'}
        loading={busy}
        onClick={click}
        data-testid={testId}
      />
    </Tooltip>
  );
}
