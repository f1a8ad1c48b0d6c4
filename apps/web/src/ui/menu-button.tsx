import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  testId?: string;
}

export type MenuEntry = MenuItem | { divider: true; key: string } | { heading: ReactNode; key: string };

interface MenuButtonProps {
  /** What the button shows. */
  children: ReactNode;
  /** The button's name when it shows no words (an avatar, an icon). */
  label?: string;
  items: readonly MenuEntry[];
  onChoose: (key: string) => void;
  className?: string;
  testId?: string;
}

const isItem = (entry: MenuEntry): entry is MenuItem => !('divider' in entry) && !('heading' in entry);

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): arrows move between the items,
 * Home / End jump, Escape closes and gives focus back, a click outside closes.
 */
export function MenuButton({ children, label, items, onChoose, className, testId }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const away = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') close();
    else {
      // Tab leaves the menu for the next control, as it would from the button: the menu closes.
      if (e.key === 'Tab') {
        setOpen(false);
        buttonRef.current?.focus();
      }
      return;
    }
    e.preventDefault();
  };

  return (
    <div className={['menu-button', className ?? ''].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="btn btn--text btn--middle menu-button__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          aria-labelledby={label ? undefined : buttonId}
          className="menu-button__menu"
          onKeyDown={onKeyDown}
        >
          {items.map((entry) => {
            // biome-ignore lint/a11y/useSemanticElements: an <hr> is not allowed as a child of role="menu" by every reader; a separator role is.
            if ('divider' in entry) return <div key={entry.key} role="separator" className="menu-button__divider" />;
            if ('heading' in entry)
              return (
                <div key={entry.key} role="presentation" className="menu-button__heading">
                  {entry.heading}
                </div>
              );
            return (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={entry.danger ? 'menu-button__item menu-button__item--danger' : 'menu-button__item'}
                data-testid={entry.testId}
                key={entry.key}
                onClick={() => {
                  setOpen(false);
                  // Back on the button first: a dialog the choice opens gives the focus back there.
                  buttonRef.current?.focus();
                  onChoose(entry.key);
                }}
              >
                {entry.icon}
                <span>{entry.label}</span>
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

export { isItem };
