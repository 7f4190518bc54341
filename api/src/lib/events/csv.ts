/**
 * One CSV line (RFC 4180): cells with commas, quotes or line breaks are quoted, and a cell a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR at the start) is prefixed with ' so it stays text.
 */
export function csvLine(cells: readonly (string | number | boolean | null)[]): string {
  return cells
    .map((cell) => {
      if (cell === null) return '';
      let text = String(cell);
      if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}

/** A whole CSV document with CRLF line ends, as spreadsheets expect. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
) {
  return `${[csvLine(header), ...rows.map(csvLine)].join('\r\n')}\r\n`;
}

/** A CSV file answer: downloaded under its name, never cached (it holds the company's figures). */
export function csvResponse(body: string, name: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}
