import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EventDetail } from '../api/get-event.ts';
import type { ActionDialogKind } from './action-dialogs.tsx';

// The dialogs and their forms (with the validation library) arrive when the menu opens, not with the screen.
const loadDialogs = () => import('./action-dialogs.tsx');
const ActionDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ActionDialog })));

/**
 * docs/product.md#event-detail actions menu: Mark as complete, Add document, Contact driver, Cancel event, all wired. The
 * driver of the stop is not offered to contact themself.
 */
export function ActionsMenu({
  detail,
  onAddDocument,
  viewer,
}: {
  detail: EventDetail;
  onAddDocument: () => void;
  viewer: { id: string };
}) {
  const { event, driver } = detail;
  const contact =
    driver.id === viewer.id
      ? null
      : driver.phone
        ? `tel:${driver.phone}`
        : driver.email
          ? `mailto:${driver.email}`
          : null;
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<ActionDialogKind | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    loadDialogs().catch(() => undefined);
    const close = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);
  const active = event.status === 'active';
  // A claimed stop keeps the times its invoice states.
  const correctable = (active || event.status === 'completed') && detail.claim === null;
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu closes as an item is chosen: the focus goes back to its button (where a dialog the item opens then
  // gives it back), not to the page's top with the item.
  const choose = (action: () => void) => () => {
    trigger.current?.focus();
    setOpen(false);
    action();
  };
  return (
    <div className="menu" ref={menu}>
      <button
        ref={trigger}
        type="button"
        className="btn btn-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Actions ▾
      </button>
      {open ? (
        <div className="menu-list" role="menu">
          {active ? (
            <button type="button" role="menuitem" onClick={choose(() => setDialog('complete'))}>
              Mark as complete
            </button>
          ) : null}
          <button type="button" role="menuitem" onClick={choose(onAddDocument)}>
            Add document
          </button>
          {correctable ? (
            <button type="button" role="menuitem" onClick={choose(() => setDialog('times'))}>
              Correct times
            </button>
          ) : null}
          {contact ? (
            <a role="menuitem" href={contact}>
              Contact driver
            </a>
          ) : null}
          {active ? (
            <button type="button" role="menuitem" onClick={choose(() => setDialog('cancel'))}>
              Cancel event
            </button>
          ) : null}
        </div>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <ActionDialog kind={dialog} detail={detail} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
