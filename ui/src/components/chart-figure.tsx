import { type ReactNode, useId } from 'react';

export interface ChartRow {
  label: string;
  /** Values in the order of `columns`, already formatted for reading (e.g. '$1,240.00', '3 h 20 min'). */
  values: string[];
}

interface ChartFigureProps {
  title: string;
  /** One sentence saying what the chart shows, e.g. the trend; read before the data. */
  summary: string;
  /** Headers of the value columns, e.g. ['Billable hours', 'Amount']. */
  columns: string[];
  rows: ChartRow[];
  /** The drawing (visx SVG); hidden from screen readers, which read the table instead. */
  children: ReactNode;
}

/**
 * A chart with its text alternative: the picture for the eye, and the same numbers as a table for screen
 * readers (visually hidden), so no chart's meaning lives in shape or colour alone.
 */
export function ChartFigure({ title, summary, columns, rows, children }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <strong>{title}</strong>
        <span className="small muted"> {summary}</span>
      </figcaption>
      <div aria-hidden="true">{children}</div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, i) => (
                <td key={columns[i] ?? i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
