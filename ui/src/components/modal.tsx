import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  /** alertdialog for urgent questions (session expiry, confirmations), read out when it opens. */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * How long after a dialog closes its focus is kept on the page: what its action changes may still be redrawn (a
 * list fetched again without the customer just merged away), taking the focused control with it.
 */
const KEEP_PLACE_MS = 3000;

/** Focuses the opener if it can take the focus, else what focusBack falls back to; answers what got the focus. */
function focusNear(opener: HTMLElement | null, surroundings: HTMLElement[]): HTMLElement | null {
  if (opener?.isConnected) {
    opener.focus();
    if (document.activeElement === opener) return opener;
  }
  const kept = surroundings.find((element) => element.isConnected)?.querySelector<HTMLElement>(FOCUSABLE);
  if (kept) {
    kept.focus();
    return kept;
  }
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return heading;
}

/**
 * Gives the focus back when a dialog closes: to the control that opened it or, when that is gone (an action
 * redrew its panel), to the first control of the nearest of its surroundings still shown, else to the screen's
 * heading; and again, for KEEP_PLACE_MS, should what got it be redrawn away. A keyboard or screen-reader user keeps
 * their place rather than starting over at the page's top.
 */
function focusBack(opener: HTMLElement | null, surroundings: HTMLElement[]): void {
  let focused = focusNear(opener, surroundings);
  if (!focused || typeof MutationObserver === 'undefined') return;
  const watcher = new MutationObserver(() => {
    if (!focused || focused.isConnected || document.activeElement !== document.body) return;
    focused = focusNear(null, surroundings);
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watcher.disconnect(), KEEP_PLACE_MS);
}

/** The elements around `element`, nearest first, up to the screen's main region. */
function surroundingsOf(element: HTMLElement | null): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let at = element?.parentElement; at && at !== document.body && at.tagName !== 'MAIN'; at = at.parentElement) {
    out.push(at);
  }
  return out;
}

/** A modal dialog: focus moves in and stays in (Tab wraps), Escape closes, focus returns on close (focusBack). */
export function Modal({ title, children, onClose, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Kept in a ref: a parent re-rendering with a new onClose must not re-run the effect (it would pull the
  // focus back to the first control while the user types).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    const surroundings = surroundingsOf(previous);
    const box = ref.current;
    box?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closeRef.current) {
        event.preventDefault();
        closeRef.current();
      }
      if (event.key !== 'Tab' || !box) return;
      const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      focusBack(previous, surroundings);
    };
  }, []);
  const body = (
    <>
      <h2 id={titleId}>{title}</h2>
      {children}
    </>
  );
  return (
    <div className="modal-backdrop">
      {role === 'alertdialog' ? (
        <div ref={ref} className="modal" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
          {body}
        </div>
      ) : (
        <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          {body}
        </div>
      )}
    </div>
  );
}
