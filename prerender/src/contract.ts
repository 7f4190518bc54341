/**
 * What the worker sees of this package (package.json's `types`): the function, typed without the DOM the
 * screens' code is written against, so the API's types (the worker's globals) never meet the browser's.
 */
import type { Prerender, WidgetReads } from '@dwell/core/prerender';

export declare const prerender: Prerender;
export declare const widgetReads: WidgetReads;
