import type { DataRead } from './schemas/remote-routes.ts';
import type { RemoteName } from './schemas/remote-versions.ts';
import type { SessionInfo } from './session.ts';

/**
 * A remote screen's first paint drawn by the worker into its page (the prerender workspace): what the worker
 * hands the drawing, and the names the page and the app's first render agree on.
 */

/** One API read a screen starts with, answered ahead: its query key and the body the API answered. */
export interface PrerenderedRead {
  key: readonly unknown[];
  data: unknown;
}

export interface PrerenderInput {
  /** The page's path with its query. */
  path: string;
  session: SessionInfo;
  title: string | undefined;
  /**
   * The visitor's IANA zone, as their browser told it (TIME_ZONE_COOKIE): a screen prints dates in it. Null
   * before the browser has told it: only a screen that prints no date in it is drawn (inViewerZone).
   */
  timeZone: string | null;
  /** The screen's first reads (its route's declaration, or a widget's own), each as the API answered this visitor. */
  reads: PrerenderedRead[];
  /** A widget's props from the page that mounts it (core/src/shell-routes.ts `TopWidget`). */
  props?: Readonly<Record<string, string>> | undefined;
}

/** Draws the screen a remote's exposed module shows at `input.path`, as HTML; null when it is not drawn ahead. */
export type Prerender = (remote: RemoteName, module: string, input: PrerenderInput) => Promise<string | null>;

/**
 * The first reads of a module that has no route to declare them (a dashboard widget), given the props its page
 * mounts it with; null when the module is not drawn ahead.
 */
export type WidgetReads = (
  remote: RemoteName,
  module: string,
  props: Readonly<Record<string, string>>,
) => DataRead[] | null;

/** The id of the page's JSON script holding the reads a prerendered screen was drawn with (PrerenderedRead[]). */
export const PRERENDERED_READS_ID = 'dwell-prerendered-reads';
/** The class of the prerendered screen's box, inside the screen's box in the layout's frame. */
export const PRERENDERED_CLASS = 'remote-prerendered';
/** The box of a page made of widgets (the dashboards), around its top widget drawn by the worker. */
export const WIDGETS_PAGE_CLASS = 'page stack-lg';
/**
 * The cookie in which the app keeps its browser's time zone (set as it starts): the worker draws a screen that
 * prints dates in the viewer's zone only for a visitor whose zone it knows, so the dates in the page are the
 * ones the app prints.
 */
export const TIME_ZONE_COOKIE = 'dwell_tz';
