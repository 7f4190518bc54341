import { MenuButton } from '@dwell/ui/components/menu-button.tsx';
import { lazy, Suspense, useState } from 'react';
import type { EventDetail } from '../api/get-event.ts';
import type { ActionDialogKind } from './action-dialogs.tsx';

// The dialogs and their forms (with the validation library) arrive when the menu opens, not with the screen.
const loadDialogs = () => import('./action-dialogs.tsx');
const ActionDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ActionDialog })));
const preloadDialogs = () => void loadDialogs().catch(() => undefined);

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
  const [dialog, setDialog] = useState<ActionDialogKind | null>(null);
  const active = event.status === 'active';
  // A claimed stop keeps the times its invoice states.
  const correctable = (active || event.status === 'completed') && detail.claim === null;
  // Choosing an item gives the focus back to the menu's button (MenuButton), where a dialog it opens returns it.
  return (
    <>
      <MenuButton
        label="Actions ▾"
        buttonClassName="btn btn-primary"
        onOpen={preloadDialogs}
        items={[
          active && { label: 'Mark as complete', onSelect: () => setDialog('complete') },
          { label: 'Add document', onSelect: onAddDocument },
          correctable && { label: 'Correct times', onSelect: () => setDialog('times') },
          contact ? { label: 'Contact driver', href: contact } : null,
          active && { label: 'Cancel event', onSelect: () => setDialog('cancel') },
        ]}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <ActionDialog kind={dialog} detail={detail} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
