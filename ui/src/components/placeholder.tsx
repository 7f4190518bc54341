/** A screen that is defined but not built yet: says so plainly instead of showing made-up data. */
export function ComingSoon({ title, what }: { title: string; what: string }) {
  return (
    <div className="page">
      <div className="card">
        <h1>{title}</h1>
        <p className="muted">{what}</p>
        <span className="badge badge-info">Coming soon</span>
      </div>
    </div>
  );
}
