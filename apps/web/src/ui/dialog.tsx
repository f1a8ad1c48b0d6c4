import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from './icons';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `drawer`: a panel from the page's start edge (the mobile menu). */
  kind?: 'modal' | 'drawer';
  testId?: string;
}

/**
 * A modal on the browser's own `<dialog>`: focus moves in and is kept there, Escape and the
 * backdrop close it, focus returns to what opened it. No UI library on a visitor's page.
 */
export function Dialog({ open, onClose, title, children, footer, kind = 'modal', testId }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in Escape, which <dialog> handles.
    <dialog
      ref={ref}
      className={`dialog dialog--${kind}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={onClose}>
              <Icon name="close" />
            </button>
          </header>
          <div className="dialog__body">{children}</div>
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
