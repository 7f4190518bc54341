import { Link } from '@dwell/ui/lib/router.tsx';

/** docs/product.md#screens: /contact and /security are placeholders reading 'under construction'. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <div className="page">
      <div className="card stack">
        <h1>{title}</h1>
        <p>This page is under construction.</p>
        <Link to="/">Back to Dwell</Link>
      </div>
    </div>
  );
}
