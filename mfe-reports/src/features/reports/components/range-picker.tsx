import { REPORT_RANGE_LABELS, REPORT_RANGES } from '@dwell/core/report-periods';
import { useEffect, useEffectEvent, useState } from 'react';
import { WindowPicker, type WindowNote } from '../../../components/window-picker.tsx';
import { checkWindow, type RangeValue, sameWindow, windowLabel } from '../report-params.ts';

interface RangePickerProps {
  /** The window on screen (the address's). */
  value: RangeValue;
  /** Called with a window only once it may be asked for: a preset, or a custom range whose dates the API accepts. */
  onChange: (value: RangeValue) => void;
}

/**
 * How long the dates of a custom range must rest before the screen moves to them: changing a whole date in its
 * input passes through other whole dates (a new month typed before its day), and each would be asked for.
 */
export const TYPING_PAUSE_MS = 400;

/** What the line under the dates says while a custom range is not yet a window: which one the figures still show. */
function noteOf(shown: RangeValue, value: RangeValue): WindowNote | null {
  const check = checkWindow(shown);
  const still = windowLabel(value);
  if (check.kind === 'incomplete') return { tone: 'hint', text: `Showing ${still} until both dates are chosen.` };
  if (check.kind === 'invalid') return { tone: 'error', text: `${check.message}. Still showing ${still}.` };
  return null;
}

/**
 * docs/product.md#reports-page range picker: Last 7 Days … Custom Range; a custom range shows its two dates. The
 * dates being typed are kept here, and the screen moves to them only once they form a range the API accepts, so a
 * year typed digit by digit (0002, 0020, 0202, 2026) or a backwards range asks the API nothing.
 */
export function RangePicker({ value, onChange }: RangePickerProps) {
  // The dates being typed, over the window they were typed on: another one arriving (a link, a reload) drops them.
  const [draft, setDraft] = useState<{ over: RangeValue; value: RangeValue } | null>(null);
  const shown = draft && sameWindow(draft.over, value) ? draft.value : value;
  const commit = useEffectEvent((next: RangeValue) => {
    if (!sameWindow(next, value)) onChange(next);
  });
  // A custom range the API accepts is moved to once its dates rest; a preset at once.
  const settled = shown !== value && checkWindow(shown).kind === 'ready' ? shown : null;
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => commit(settled), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  const change = (next: RangeValue) => {
    if (next.range === 'custom') {
      setDraft({ over: value, value: next });
      return;
    }
    setDraft(null);
    if (!sameWindow(next, value)) onChange(next);
  };
  return (
    <WindowPicker
      name="report"
      label="Range"
      choices={REPORT_RANGES}
      labels={REPORT_RANGE_LABELS}
      value={{ choice: shown.range, from: shown.from, to: shown.to }}
      onChange={({ choice, from, to }) => change({ range: choice, from, to })}
      note={noteOf(shown, value)}
    />
  );
}
