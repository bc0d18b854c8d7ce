import { useSyncExternalStore } from "react";
import { EMPTY_QUOTE_LIST, readQuoteList, subscribeToQuoteList, type QuoteList } from "~/features/catalogue/public/quote-list-store";

// The list itself, kept in the browser, and every change to it (decision 060).
export * from "~/features/catalogue/public/quote-list-store";

/** The list, live: empty while the page is rendered on the server and until its script runs. */
export function useQuoteList(): QuoteList {
  return useSyncExternalStore(subscribeToQuoteList, readQuoteList, () => EMPTY_QUOTE_LIST);
}
