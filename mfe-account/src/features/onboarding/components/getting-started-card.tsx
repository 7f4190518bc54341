import type { ChecklistState } from '@dwell/core/onboarding';
import { Link } from '@dwell/ui/lib/router.tsx';

/**
 * docs/product.md#onboarding 'Getting Started': percent, a progress bar and the three steps. Only the first open step is
 * highlighted with 'Get Started'; done steps carry a Completed badge; at 100 % 'All steps completed!'.
 */
export function GettingStartedCard({ card }: { card: ChecklistState }) {
  return (
    <section className="card stack" aria-labelledby="getting-started-title">
      <div className="row-between">
        <h2 id="getting-started-title">Getting Started</h2>
        <span className="small" data-testid="getting-started-percent">
          {card.percent}% complete
        </span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label="Getting started progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={card.percent}
      >
        <span style={{ width: `${card.percent}%` }} />
      </div>
      <ol className="step-list">
        {card.steps.map((step) => (
          <li key={step.id} className={step.highlighted ? 'step step-current' : 'step'}>
            <span>{step.title}</span>
            {step.completed ? <span className="badge badge-success">Completed</span> : null}
            {step.highlighted ? (
              <Link to={step.href} className="btn btn-primary btn-sm">
                Get Started
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      {card.allDone ? (
        <p className="banner banner-success" role="status">
          All steps completed!
        </p>
      ) : null}
    </section>
  );
}
