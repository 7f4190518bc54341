import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WindowPicker, type WindowNote } from './window-picker.tsx';

const render = (choice: 'week' | 'custom', note: WindowNote | null = null) =>
  renderToStaticMarkup(
    createElement(WindowPicker<'week' | 'custom'>, {
      name: 'report',
      label: 'Range',
      choices: ['week', 'custom'],
      labels: { week: 'This Week', custom: 'Custom Range' },
      value: { choice, from: '2026-11-15', to: '2026-11-01' },
      onChange: () => undefined,
      note,
    }),
  );

describe('WindowPicker', () => {
  it('keeps each date’s label in one box with its date, so a narrow screen cannot wrap them apart', () => {
    const html = render('custom');
    for (const end of ['from', 'to']) {
      expect(html).toMatch(
        new RegExp(
          `<span class="period-date"><label[^>]*for="report-${end}"[^>]*>[^<]*</label><input[^>]*id="report-${end}"`,
        ),
      );
    }
  });

  it('shows its note under the dates of a custom window only, an error marking both dates invalid', () => {
    const error = render('custom', { tone: 'error', text: 'End date must be on or after start date.' });
    expect(error).toContain('role="alert"');
    expect(error.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(error.match(/aria-describedby="report-dates-note"/g)).toHaveLength(2);
    const hint = render('custom', { tone: 'hint', text: 'Showing Last 30 Days until both dates are chosen.' });
    expect(hint).toContain('role="status"');
    expect(hint).not.toContain('aria-invalid="true"');
    expect(render('week', { tone: 'hint', text: 'Showing Last 30 Days' })).not.toContain('Showing');
  });
});
