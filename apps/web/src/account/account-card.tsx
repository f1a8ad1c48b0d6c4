import { Card } from 'antd';
import type { ReactNode } from 'react';

interface AccountCardProps {
  icon: ReactNode;
  title: string;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One section of the security page: an icon and a title over its content. */
export function AccountCard({ icon, title, extra, testId, children }: AccountCardProps) {
  return (
    <Card
      className="account-page__card"
      title={
        <span>
          {icon} {title}
        </span>
      }
      extra={extra}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
