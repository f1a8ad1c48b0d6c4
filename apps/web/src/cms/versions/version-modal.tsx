import { Modal } from 'antd';
import type { ReactNode } from 'react';

/** The dialog a version is viewed or compared in: wide, above the versions panel. */
export function VersionModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open onCancel={onClose} footer={null} width={1000} className="version-modal" title={title}>
      {children}
    </Modal>
  );
}
