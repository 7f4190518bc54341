import type { CSSProperties } from 'react';

/** docs/product.md#reports-page: the chart is 800x400 with five grid intervals; it scales down with its box. */
export const CHART = { width: 800, height: 400, gridIntervals: 5 } as const;

/** The chart's box: the full width up to its own, in its own shape (the chart, and its place while it loads). */
export const CHART_BOX: CSSProperties = { maxWidth: CHART.width, aspectRatio: `${CHART.width} / ${CHART.height}` };
