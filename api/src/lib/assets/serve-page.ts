import { PRERENDERED_CLASS, PRERENDERED_READS_ID, WIDGETS_PAGE_CLASS } from '@dwell/core/prerender';
import type { PagePlan } from './page-hints.ts';

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
  plan: () => Promise<PagePlan> = async () => UNPLANNED,
): Promise<Response> {
  const navigation = isPageNavigation(request);
  // The front page is a file (index.html), and like every page made for its visitor (its landing page, its
  // hints): the worker runs first for it (wrangler.toml's run_worker_first).
  const found = navigation && new URL(request.url).pathname === '/' ? null : await assets.fetch(request);
  if (found && found.status !== 404) return found;
  if (navigation) {
    // Asked unconditionally: the page the browser gets is made for this request (its hints, its frame), so
    // an earlier copy it holds says nothing about this one.
    const headers = new Headers(request.headers);
    headers.delete('If-None-Match');
    headers.delete('If-Modified-Since');
    const page = await assets.fetch(new Request(new URL('/', request.url), { headers }));
    if (PRIVATE_PAGES.test(new URL(request.url).pathname)) return unlisted(page);
    if (!page.ok) return page;
    const { links, frame, landing } = await plan().catch(() => UNPLANNED);
    return personal(
      withHints(
        withFrame(page, frame, landing === true, (href) => sheet(assets, request, href)),
        links,
      ),
    );
  }
  return new Response('Not found', {
    status: 404,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain', 'X-Content-Type-Options': 'nosniff' },
  });
}

const UNPLANNED: PagePlan = { links: [], frame: null };

/**
 * The page with the layout's frame kept (unwrapped from its `<template>`, the route's screen box named and
 * titled or dropped, and `#root` marked so the app's first render waits to replace it with the layout itself),
 * or the landing page kept the same way, or neither. Such a page needs none of its scripts for its first
 * paint: they are asked for at low priority, after the page's styles.
 */
function withFrame(
  page: Response,
  frame: PagePlan['frame'],
  landing: boolean,
  readSheet: (href: string) => Promise<string | null>,
): Response {
  const painted = frame !== null || landing;
  const screen = frame?.screen;
  const drawn = screen?.prerendered;
  return (
    new HTMLRewriter()
      .on('template[data-layout-frame]', {
        element(template) {
          if (frame) template.removeAndKeepContent();
          else template.remove();
        },
      })
      .on('template[data-landing]', {
        element(template) {
          if (landing) template.removeAndKeepContent();
          else template.remove();
        },
      })
      .on('#main > .remote-screen', {
        element(box) {
          if (!screen) {
            box.remove();
            return;
          }
          box.setAttribute('data-remote', screen.remote);
          box.setAttribute('data-expose', screen.module);
          // A page's top widget stands in the page's own box, as the dashboard page renders it (a remote
          // screen draws its page box itself).
          if (screen.widget) {
            box.before(`<div class="${WIDGETS_PAGE_CLASS}">`, { html: true });
            box.after('</div>', { html: true });
          }
          // The screen drawn for this visitor replaces its loading box, in the mount box where the app's first
          // render puts it and the remote's code then takes it over (shell/src/features/remotes/remote-screen.tsx),
          // with the reads it was drawn with.
          if (drawn) {
            box.setInnerContent(
              `<div class="${PRERENDERED_CLASS}" inert>${drawn.html}</div>` +
                `<script type="application/json" id="${PRERENDERED_READS_ID}">${jsonInHtml(drawn.reads)}</script>`,
              { html: true },
            );
          }
        },
      })
      // A drawn screen, or the landing page, is the page's first paint: its style sheets come in the page (the
      // app's and the screen's, a few KiB), not a round trip after it. Marked with their address, the app's
      // style loaders find them there and do not ask again.
      .on('link[rel="stylesheet"][href]', {
        async element(link) {
          const href = link.getAttribute('href');
          const css = (drawn || landing) && href ? await readSheet(href) : null;
          if (href && css !== null) link.replace(inlineSheet(href, css), { html: true });
        },
      })
      .on('head', {
        async element(head) {
          // The page is shown from its first bytes while it streams in: a drawn screen parsed in part would be
          // painted with a half-built card, whose grid row then changes height as the rest arrives (its
          // neighbours' buttons move). The browser paints nothing until the element after the drawn screen, its
          // reads, has been parsed, so its first paint holds the whole screen.
          if (drawn)
            head.append(`<link rel="expect" href="#${PRERENDERED_READS_ID}" blocking="render">`, { html: true });
          for (const href of drawn?.styles ?? []) {
            const css = await readSheet(href);
            const sheet =
              css === null ? `<link rel="stylesheet" href="${escapeAttribute(href)}">` : inlineSheet(href, css);
            head.append(sheet, { html: true });
          }
        },
      })
      .on('#main .page-header', {
        element(header) {
          if (!screen?.title) header.remove();
        },
      })
      .on('#main .page-title', {
        element(title) {
          // Text, escaped: a title comes from a remote's manifest.
          if (screen?.title) title.setInnerContent(screen.title);
        },
      })
      .on('link[rel="preload"][as="script"], script[src]', {
        element(script) {
          if (painted) script.setAttribute('fetchpriority', 'low');
        },
      })
      .on('#root', {
        element(root) {
          if (painted) root.setAttribute('data-framed', '');
        },
      })
      .transform(page)
  );
}

/** A style sheet of this origin's files, as text to put in the page; null when it cannot be (then it is linked). */
async function sheet(assets: Fetcher, request: Request, href: string): Promise<string | null> {
  const url = new URL(href, request.url);
  if (url.origin !== new URL(request.url).origin) return null;
  const res = await assets.fetch(new Request(url)).catch(() => null);
  if (!res?.ok) return null;
  const css = await res.text();
  return /<\/style/i.test(css) ? null : css;
}

const inlineSheet = (href: string, css: string) => `<style data-href="${escapeAttribute(href)}">${css}</style>`;

/** JSON inside a `<script>` element: no `<` can close the element early or open a comment. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page made for one visitor: kept by their browser only, and never answered from its copy without asking
 * (the static index's ETag would tell a browser its framed page of yesterday still holds after signing out).
 */
function personal(page: Response): Response {
  const res = new Response(page.body, page);
  res.headers.delete('ETag');
  res.headers.delete('Last-Modified');
  res.headers.set('Cache-Control', 'private, no-cache');
  return res;
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
