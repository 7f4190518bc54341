/**
 * What the Worker answers for a path that is not under /api/ and that the static assets did not hold (the
 * assets are configured with `not_found_handling = "none"`, so a missing file reaches the Worker).
 *
 * A browser's page navigation (/events/123, a link from an email) gets the app's index.html, and the app's
 * router shows the screen. Anything else is a 404 that no cache keeps: a hashed chunk of an older build
 * (/static/js/…, /mfe/<remote>/…) must never be answered with HTML, or a browser caches a broken screen for a
 * year under that chunk's immutable address.
 */
export async function serveAsset(
  assets: Fetcher,
  request: Request,
  hints: () => Promise<string[]> = async () => [],
): Promise<Response> {
  const found = await assets.fetch(request);
  if (found.status !== 404) return found;
  if (isPageNavigation(request)) {
    const page = await assets.fetch(new Request(new URL('/', request.url), { headers: request.headers }));
    if (PRIVATE_PAGES.test(new URL(request.url).pathname)) return unlisted(page);
    return page.ok ? withHints(page, await hints().catch(() => [])) : page;
  }
  return new Response('Not found', {
    status: 404,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The page with its preload hints (see page-hints.ts) in a `Link` header. */
function withHints(page: Response, links: string[]): Response {
  if (links.length === 0) return page;
  const res = new Response(page.body, page);
  res.headers.append('Link', links.join(', '));
  return res;
}

/** Pages whose address is a credential (a payer's claim link): never indexed, never passed on as a Referer. */
const PRIVATE_PAGES = /^\/claim\//;

/** The page with headers keeping its address out of search engines and out of other sites' Referer logs. */
function unlisted(page: Response): Response {
  const res = new Response(page.body, page);
  res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  res.headers.set('Referrer-Policy', 'no-referrer');
  return res;
}

/** Files live under these prefixes; a path there is never a screen. */
const FILE_PREFIXES = /^\/(static|mfe)\//;
/** A last segment with an extension names a file (/sw.js, /icon.png), not a screen. */
const FILE_NAME = /\.[a-z0-9]+$/i;

/**
 * A GET or HEAD for a page: a browser's navigation (`Sec-Fetch-Mode: navigate`), or any client asking for HTML
 * (one without fetch metadata, or a program that cannot set it). A script, style or data request asks for
 * something else; and a path with a file's name is never a page, whatever it asks for.
 */
export function isPageNavigation(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url);
  if (FILE_PREFIXES.test(pathname) || FILE_NAME.test(pathname)) return false;
  if (request.headers.get('Sec-Fetch-Mode') === 'navigate') return true;
  return (request.headers.get('Accept') ?? '').includes('text/html');
}
