/** The id of the events list's own results (its 'All Events' section), the anchor a search lands on. */
export const EVENTS_RESULTS_ID = 'all-events';

/**
 * The events list searched for `text`, opened at its results: the live board of active stops above them is not
 * searched, and a search that landed on it showed a page of unrelated stops first.
 */
export const searchedEventsPath = (text: string) => `/events?q=${encodeURIComponent(text)}#${EVENTS_RESULTS_ID}`;
