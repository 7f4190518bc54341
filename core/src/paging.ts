/** Page sizes of lists, free of any library so a screen can read them without loading the validation one. */

/** The most rows one page of a list holds: the app's lists and the public API's alike. */
export const MAX_PAGE_SIZE = 100;

/** How many rows a page of the app's lists holds unless the request says otherwise. */
export const PAGE_SIZE = 25;

/** Documents on a page of the app's documents list: whole rows of its grid of one, two or three columns. */
export const DOCUMENTS_PAGE_SIZE = 24;

/** The highest page number a list is asked for. */
export const MAX_PAGE = 100_000;
