/** Starts a download of a file the API builds (same origin, so the session cookie goes along). */
export function download(url: URL): void {
  const link = document.createElement('a');
  link.href = url.pathname + url.search;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
