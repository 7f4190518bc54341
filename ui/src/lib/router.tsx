import { createContext, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * Navigation shared by the shell and every remote. Each bundle has its own copy of this module, so they
 * agree through the one thing they share: window.history and a DOM event announcing a change.
 */
const CHANGE_EVENT = 'dwell:locationchange';

export interface NavigateOptions {
  replace?: boolean;
}

/** Moves to a path inside the app without a page load. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  if (options.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE_EVENT));
  if (!options.replace) window.scrollTo(0, 0);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const currentPath = () => location.pathname + location.search;

/**
 * The path a screen is drawn for where there is no browser: the worker drawing a screen's first paint into its
 * page (ui/src/lib/prerender.tsx) provides it. In the browser, hydrating that drawing reads the page's own; a
 * build-time drawing (the landing page's markup) is at the root.
 */
export const ServerPath = createContext<string | null>(null);

/** The current path with its query, e.g. /events?status=active; re-renders on every navigation. */
export function usePath(): string {
  const serverPath = useContext(ServerPath);
  return useSyncExternalStore(
    subscribe,
    currentPath,
    () => serverPath ?? (typeof location === 'object' ? currentPath() : '/'),
  );
}

/** The current pathname without the query. */
export function usePathname(): string {
  return usePath().split('?')[0] ?? '/';
}

/** The current query parameters. */
export function useQuery(): URLSearchParams {
  const path = usePath();
  const at = path.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : path.slice(at + 1));
}

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  /** Marks the link aria-current="page" when the current path starts with it. */
  matchPrefix?: boolean;
}

/** An anchor that navigates inside the app; modified clicks (new tab, etc.) keep the browser's behaviour. */
export function Link({ to, replace, matchPrefix, onClick, ...rest }: LinkProps) {
  const pathname = usePathname();
  const active = matchPrefix ? pathname === to || pathname.startsWith(`${to}/`) : pathname === to;
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace: Boolean(replace) });
  };
  return <a href={to} onClick={handle} aria-current={active ? 'page' : undefined} {...rest} />;
}
