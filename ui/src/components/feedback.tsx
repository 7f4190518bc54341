import type { ReactNode } from 'react';

/** A spinner with its text for screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="center" role="status">
      <div className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A screen on its way: its title (from its route's declaration) drawn where the screen's heading will be, so
 * the reader sees at once where they are, and the spinner below. Not a heading itself: the screen's own
 * heading is the one assistive technology and tests find.
 */
export function LoadingPage({ title }: { title?: string | undefined }) {
  return (
    <div className="page stack-lg" data-loading-page="">
      {title ? (
        <header className="page-header">
          <p className="page-title" aria-hidden="true">
            {title}
          </p>
        </header>
      ) : null}
      <Spinner label="Loading this screen…" />
    </div>
  );
}

const SKELETON_KEYS = Array.from({ length: 24 }, (_, i) => `row-${i}`);

/** Placeholder bars while a list loads (at most 24). */
export function Skeleton({ rows = 4, height = 20 }: { rows?: number; height?: number }) {
  return (
    <div className="stack" role="status" aria-busy="true" aria-label="Loading">
      {SKELETON_KEYS.slice(0, rows).map((key) => (
        <div key={key} className="skeleton" style={{ height }} />
      ))}
    </div>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="empty">
      <h3>{title}</h3>
      {hint ? <p>{hint}</p> : null}
      {action}
    </div>
  );
}

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

/** An inline message box; errors are announced as alerts. */
export function Banner({
  tone = 'info',
  title,
  children,
}: {
  tone?: BannerTone;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`banner banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>
        {title ? <strong>{title}</strong> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
