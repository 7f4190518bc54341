import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
  attempt: number;
}

/** Catches a screen's rendering error and offers Retry, so one broken screen never blanks the page. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return <div key={this.state.attempt}>{this.props.children}</div>;
    return (
      <div className="page">
        <div className="card" role="alert">
          <h2>Something went wrong on this screen</h2>
          <p className="muted">Try again; if it keeps happening, reload the page.</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}
          >
            Retry
          </button>
        </div>
      </div>
    );
  }
}
