/**
 * Content-Disposition of RFC 6266: a plain-ASCII `filename` for old clients (anything else, quotes and
 * backslashes become '_') and the exact name as UTF-8 in `filename*` (RFC 8187 percent-encoding).
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * unescaped, which RFC 8187's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

interface ServeOptions {
  kind: 'attachment' | 'inline';
  name: string;
  /** The type recorded when the file was checked, never one guessed from the name. */
  contentType: string;
  cacheControl: string;
}

/**
 * A stored file as an answer: its recorded type, nosniff so a browser never reads it as anything else, a
 * sandboxing CSP in case it is opened directly, and the disposition with the original name.
 */
export function serveFile(object: R2ObjectBody, options: ServeOptions): Response {
  const headers = new Headers({
    'Content-Type': options.contentType,
    'Content-Length': String(object.size),
    'Content-Disposition': contentDisposition(options.kind, options.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': options.cacheControl,
  });
  return new Response(object.body, { status: 200, headers });
}
