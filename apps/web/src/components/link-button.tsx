import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean };

/** An Ant Design button that is a real link (`<a href>`) navigating inside the app. */
export function LinkButton({ to, replace = false, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handle = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => handle(event as MouseEvent<HTMLAnchorElement>)} />;
}
