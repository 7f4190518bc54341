import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../paging.ts';

export const PAGING_MESSAGES = {
  page: `Page must be a whole number from 1 to ${MAX_PAGE}`,
  pageSize: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

/** A whole number from 1 to `max` in a query string, refused with `message` whatever is wrong with it. */
const wholeFrom1 = (max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });

/**
 * A numbered page of a list, `?page=&pageSize=`: the app's events, claims, documents and alerts lists. Made in a
 * pure call, so a screen that reads only other values of a schema module importing this leaves zod out.
 */
export const pageFields = /* @__PURE__ */ (() => ({
  page: wholeFrom1(MAX_PAGE, PAGING_MESSAGES.page).default(1),
  pageSize: wholeFrom1(MAX_PAGE_SIZE, PAGING_MESSAGES.pageSize).default(PAGE_SIZE),
}))();
