import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Icon, type IconName } from './icons';

export type Variant = 'primary' | 'default' | 'text' | 'danger' | 'ghost';

interface Look {
  variant?: Variant;
  icon?: IconName;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
}

const classOf = ({ variant = 'default', block, size = 'middle' }: Look, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; children?: ReactNode };

/** A button of the storefront (no UI library): a busy one says so to assistive technology and takes no second click. */
export function Button({
  variant,
  icon,
  block,
  size,
  loading = false,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classOf({ variant, block, size } as Look, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="btn__spinner" aria-hidden="true" /> : icon ? <Icon name={icon} /> : null}
      {children === undefined || children === null ? null : <span className="btn__label">{children}</span>}
    </button>
  );
}

type LinkButtonProps = Look & LinkProps & { children?: ReactNode };

/** A router link drawn as a button. */
export function LinkButton({ variant, icon, block, size, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link className={classOf({ variant, block, size } as Look, className)} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      {children === undefined || children === null ? null : <span className="btn__label">{children}</span>}
    </Link>
  );
}
