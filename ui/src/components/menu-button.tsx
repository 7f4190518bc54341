import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../lib/router.tsx';
import { nextMenuFocus, openingFocus } from './menu-keys.ts';

/** One item of a menu: an in-app link (`to`), a plain link (`href`, e.g. tel:) or a button (`onSelect` alone). */
export type MenuButtonItem =
  | { label: string; to: string; onSelect?: () => void }
  | { label: string; href: string; onSelect?: () => void }
  | { label: string; onSelect: () => void };

interface MenuButtonProps {
  /** What the button shows, e.g. 'Actions ▾'. */
  label: ReactNode;
  /** The button's classes, e.g. 'btn btn-primary'. */
  buttonClassName: string;
  /** The items in order; false or null for one not offered here. */
  items: readonly (MenuButtonItem | false | null | undefined)[];
  /** Called as the menu opens (e.g. to start loading what its items open). */
  onOpen?: () => void;
}

const itemsOf = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/** Focuses the first or the last item of `list`. */
function focusItem(list: HTMLElement | null, at: 'first' | 'last'): void {
  const all = itemsOf(list);
  all[at === 'first' ? 0 : all.length - 1]?.focus();
}

/**
 * A menu button (WAI-ARIA APG "Menu Button"). Opening it (click, Enter, Space, ArrowDown; ArrowUp for the last
 * item) focuses an item; in the menu the arrows move with wrap-around, Home and End jump, Escape closes it and gives
 * the focus back to the button, Tab closes it and moves on from the button, a click outside closes it. Choosing an
 * item closes it with the focus on the button (where a dialog the item opens gives it back), then runs its action.
 */
export function MenuButton({ label, buttonClassName, items, onOpen }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The item to focus once the opened menu is drawn.
  const pending = useRef<'first' | 'last' | null>(null);
  const buttonId = useId();
  const listId = useId();

  const show = (at: 'first' | 'last') => {
    if (open) return focusItem(list.current, at);
    pending.current = at;
    setOpen(true);
    onOpen?.();
  };
  const close = (focusButton: boolean) => {
    if (focusButton) trigger.current?.focus();
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    if (pending.current) focusItem(list.current, pending.current);
    pending.current = null;
    // A press outside, or the focus going elsewhere (Shift+Tab from the button, a script), closes the menu.
    const onOutside = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      trigger.current?.focus();
      setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Enter and Space arrive as the button's click.
  const onTriggerKey = (event: ReactKeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') return;
    const at = openingFocus(event.key);
    if (!at) return;
    event.preventDefault();
    show(at);
  };

  const onMenuKey = (event: ReactKeyboardEvent) => {
    const all = itemsOf(list.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const next = nextMenuFocus(event.key, current, all.length);
    if (next !== null) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === 'Tab') {
      // The browser then moves the focus on from the button, as if the menu had not been there.
      close(true);
    } else if (event.key === ' ' && current >= 0) {
      // A link takes Enter only; in a menu Space chooses too (and must not scroll the page).
      event.preventDefault();
      all[current]?.click();
    }
  };

  const choose = (item: MenuButtonItem) => () => {
    close(true);
    item.onSelect?.();
  };

  return (
    <div className="menu" ref={box}>
      <button
        ref={trigger}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onTriggerKey}
      >
        {label}
      </button>
      {open ? (
        <div ref={list} id={listId} className="menu-list" role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKey}>
          {items.map((item) =>
            !item ? null : 'to' in item ? (
              <Link key={item.label} role="menuitem" tabIndex={-1} to={item.to} onClick={choose(item)}>
                {item.label}
              </Link>
            ) : 'href' in item ? (
              <a key={item.label} role="menuitem" tabIndex={-1} href={item.href} onClick={choose(item)}>
                {item.label}
              </a>
            ) : (
              <button key={item.label} type="button" role="menuitem" tabIndex={-1} onClick={choose(item)}>
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
