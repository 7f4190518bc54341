import { useState, type FormEvent } from 'react';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';

const TOP_NAV = [
  ['/dashboard', 'Dashboard'],
  ['/events', 'Detention Events'],
  ['/documents', 'Documents'],
  ['/reports', 'Reports'],
  ['/settings', 'Settings'],
] as const;

const POPULAR = [
  ['/', 'Home'],
  ['/events', 'Detention Events'],
  ['/dashboard', 'Dashboard'],
] as const;

/** docs/product.md#not-found-page: shown for every unknown path. */
export function NotFoundPage() {
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/dashboard?q=${encodeURIComponent(q)}` : '/dashboard');
  };
  return (
    <div className="page stack-lg">
      <nav aria-label="Main" className="row">
        {TOP_NAV.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </nav>
      <main className="card stack">
        <h1>Page Not Found</h1>
        <p className="muted">The page you were looking for does not exist or has moved.</p>
        <search>
          <form className="row" onSubmit={search}>
            <label htmlFor="nf-search" className="sr-only">
              Search
            </label>
            <input
              id="nf-search"
              className="input"
              style={{ maxWidth: 360 }}
              placeholder="Search Dwell"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button className="btn btn-primary" type="submit">
              Search
            </button>
          </form>
        </search>
        <h2>Popular Destinations</h2>
        <ul>
          {POPULAR.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
        <p>
          Still lost? <Link to="/contact">Contact Support</Link>
        </p>
      </main>
    </div>
  );
}
