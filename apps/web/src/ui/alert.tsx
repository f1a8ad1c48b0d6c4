import type { ReactNode } from 'react';
import { Icon } from './icons';

/** A message above a form or in a page: an error is announced at once (`role="alert"`). */
export function Alert({ kind = 'error', children, testId }: { kind?: 'error' | 'warning' | 'info'; children: ReactNode; testId?: string }) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <Icon name={kind === 'info' ? 'info' : 'warning'} />
      <div className="alert__text">{children}</div>
    </div>
  );
}
