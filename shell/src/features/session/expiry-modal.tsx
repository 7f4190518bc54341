import { COUNTDOWN } from '@dwell/core/constants';
import { formatCountdown } from '@dwell/core/format';
import { Modal } from '@dwell/ui/components/modal.tsx';

interface ExpiryModalProps {
  remainingMs: number;
  extending: boolean;
  onExtend: () => void;
  onLogout: () => void;
}

/** docs/product.md#session-timers: the countdown turns amber at 2 minutes and red at 1 minute, with words saying so too. */
export function ExpiryModal({ remainingMs, extending, onExtend, onLogout }: ExpiryModalProps) {
  const tone = remainingMs <= COUNTDOWN.redAtMs ? 'red' : remainingMs <= COUNTDOWN.amberAtMs ? 'amber' : 'indigo';
  return (
    <Modal title="Session Expiring Soon" role="alertdialog">
      <p>Your session will end soon. Extend it to keep working.</p>
      <p className={`countdown countdown-${tone}`} data-testid="session-countdown" aria-live="off">
        <span className="sr-only">Time left: </span>
        {formatCountdown(remainingMs)}
      </p>
      {/* The amber state in words too, not colour alone (red has its own warning below). */}
      {tone === 'amber' ? <p className="countdown-level countdown-amber">2 minutes or less remaining</p> : null}
      {remainingMs <= COUNTDOWN.redAtMs ? (
        <p className="field-error" role="alert">
          Less than 1 minute remaining!
        </p>
      ) : null}
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={onExtend} disabled={extending}>
          {extending ? 'Extending...' : 'Extend Session (30 min)'}
        </button>
        <button type="button" className="btn" onClick={onLogout}>
          Logout Now
        </button>
      </div>
      <p className="muted small" style={{ marginTop: 16 }}>
        For your security, sessions expire after 30 minutes of inactivity or 8 hours in total.
      </p>
    </Modal>
  );
}
