import { TOAST } from '@store/domain/public';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon, type IconName } from './icons';
import { dismissToast, subscribeToasts, type Toast } from './toast-store';

const ICONS: Record<Toast['kind'], IconName> = { success: 'check', error: 'warning', warning: 'warning', info: 'info' };

/**
 * One toast: it stays its time, a pointer or the keyboard on it holds it, and it stays the
 * extended time after they leave (000 §9); it fades in and out in the spec's times.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = (ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLeaving(true), ms);
  };
  const hold = () => clearTimeout(timer.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once, with the toast.
  useEffect(() => {
    start(toast.displayMs);
    return hold;
  }, []);
  useEffect(() => {
    if (!leaving) return;
    const gone = setTimeout(() => dismissToast(toast.id), TOAST.hideMs);
    return () => clearTimeout(gone);
  }, [leaving, toast.id]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing at a toast only holds it (focus does the same for the keyboard).
    <div
      className={`toast toast--${toast.kind}${leaving ? ' toast--leaving' : ''}`}
      role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
      data-testid={toast.testId ?? `toast-${toast.kind}`}
      onPointerEnter={hold}
      onPointerLeave={() => start(TOAST.extendedMs)}
      onFocus={hold}
      onBlur={() => start(TOAST.extendedMs)}
    >
      <Icon name={ICONS[toast.kind]} className="toast__icon" />
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label={t('common.close')} onClick={() => dismissToast(toast.id)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/**
 * Where toasts appear: at the bottom, on the left in a right-to-left language and on the right
 * otherwise (000 §9), so they never cover the header's language flags, account menu or sign-out.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className="toaster" style={{ ['--toast-show' as string]: `${TOAST.showMs}ms`, ['--toast-hide' as string]: `${TOAST.hideMs}ms` }}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
