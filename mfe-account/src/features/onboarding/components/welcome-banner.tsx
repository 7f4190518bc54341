import { Link } from '@dwell/ui/lib/router.tsx';

/** docs/product.md#onboarding: the welcome banner, shown until the first event is logged. */
export function WelcomeBanner() {
  return (
    <section className="card welcome-banner" aria-labelledby="welcome-title">
      <div className="row-between">
        <div>
          <h2 id="welcome-title">Welcome to Dwell! Let's get started</h2>
          <p className="muted">Log a stop where a driver waited, and Dwell starts counting billable detention.</p>
        </div>
        <Link to="/events/new" className="btn btn-primary">
          Create Your First Event
        </Link>
      </div>
    </section>
  );
}
