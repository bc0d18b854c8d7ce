/*
 * The visitor's quote list and sample choices, kept in the browser (localStorage) and nowhere
 * else: no cookie, so every public page stays the same for everyone and stays cached (decision
 * 060). It survives a reload and the next days (30 of them), is shared by the site's tabs, and is
 * read only once the page's script runs; before that, every "Add to quote" is a link to the
 * quote page that carries its product and colour in the address.
 *
 * No React here: the public pages' small script (islands/enhance.ts) reads the same list for the
 * header's count; the components' hook is in quote-list.ts.
 */

/** The name a colour is asked for by, on the list and in a request: its caption, or "Color {n}" for one without. */
export const colourKey = (name: string | null | undefined, index: number) => name?.trim() || `Color ${index + 1}`;

/** A product (in a colour, or not) on the quote list, with what its page knew when it was added. */
export interface ListedProduct {
  id: number;
  /** Its title as the visitor read it, and its page's language. */
  title: string;
  colour: string | null;
  /** Square feet to buy, the waste allowance in it (null: not said). */
  area: number | null;
  coveragePerBox: number | null;
}

/** A colour asked for as a free sample. */
export interface ListedSample {
  id: number;
  title: string;
  colour: string;
}

export interface QuoteList {
  quote: ListedProduct[];
  samples: ListedSample[];
}

const KEY = "quote-list";
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_QUOTE_LINES = 30;
export const MAX_SAMPLES = 5;
export const EMPTY_QUOTE_LIST: QuoteList = { quote: [], samples: [] };
const EMPTY = EMPTY_QUOTE_LIST;
const CHANGED = "quote-list-changed";

let cached: { raw: string | null; list: QuoteList } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage refused (a private mode, a policy): the list lives as long as the page.
    return null;
  }
}

let memory: string | null = null;

const isText = (value: unknown, max = 200): value is string => typeof value === "string" && value.length <= max;
const isId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;
const isArea = (value: unknown): value is number | null => value === null || (typeof value === "number" && Number.isFinite(value) && value > 0);

/** What was kept, checked field by field: anything else (an old shape, a hand-edited value) is dropped. */
function parse(raw: string | null): QuoteList {
  if (!raw) return EMPTY;
  try {
    const kept = JSON.parse(raw) as { savedAt?: unknown; quote?: unknown; samples?: unknown };
    if (typeof kept.savedAt !== "number" || Date.now() - kept.savedAt > KEPT_MS) return EMPTY;
    const quote = (Array.isArray(kept.quote) ? kept.quote : [])
      .filter(
        (line: Partial<ListedProduct>): line is ListedProduct =>
          isId(line.id) && isText(line.title) && (line.colour === null || isText(line.colour)) && isArea(line.area) && isArea(line.coveragePerBox),
      )
      .slice(0, MAX_QUOTE_LINES);
    const samples = (Array.isArray(kept.samples) ? kept.samples : [])
      .filter((sample: Partial<ListedSample>): sample is ListedSample => isId(sample.id) && isText(sample.title) && isText(sample.colour))
      .slice(0, MAX_SAMPLES);
    return { quote, samples };
  } catch {
    return EMPTY;
  }
}

export function readQuoteList(): QuoteList {
  const raw = storage()?.getItem(KEY) ?? memory;
  if (cached?.raw !== raw) cached = { raw, list: parse(raw) };
  return cached.list;
}

function write(list: QuoteList) {
  const raw = JSON.stringify({ savedAt: Date.now(), ...list });
  const store = storage();
  try {
    if (store) store.setItem(KEY, raw);
    else memory = raw;
  } catch {
    memory = raw;
  }
  window.dispatchEvent(new Event(CHANGED));
}

const sameLine = (a: { id: number; colour: string | null }, b: { id: number; colour: string | null }) => a.id === b.id && a.colour === b.colour;

/** Adds a product (or, when it is there already, sets its area if one is given). "full" at 30 lines. */
export function addToQuote(line: ListedProduct): "added" | "updated" | "full" {
  const list = readQuoteList();
  const at = list.quote.findIndex((listed) => sameLine(listed, line));
  if (at >= 0) {
    const quote = list.quote.map((listed, index) => (index === at ? { ...listed, area: line.area ?? listed.area } : listed));
    write({ ...list, quote });
    return "updated";
  }
  if (list.quote.length >= MAX_QUOTE_LINES) return "full";
  write({ ...list, quote: [...list.quote, line] });
  return "added";
}

export function setQuoteArea(index: number, area: number | null) {
  const list = readQuoteList();
  write({ ...list, quote: list.quote.map((line, at) => (at === index ? { ...line, area } : line)) });
}

export function removeFromQuote(index: number) {
  const list = readQuoteList();
  write({ ...list, quote: list.quote.filter((_, at) => at !== index) });
}

export function clearQuote() {
  write({ ...readQuoteList(), quote: [] });
}

/** Adds a colour to the samples: "full" at five, "already" when it is there. */
export function addSample(sample: ListedSample): "added" | "already" | "full" {
  const list = readQuoteList();
  if (list.samples.some((listed) => sameLine(listed, sample))) return "already";
  if (list.samples.length >= MAX_SAMPLES) return "full";
  write({ ...list, samples: [...list.samples, sample] });
  return "added";
}

export function removeSample(index: number) {
  const list = readQuoteList();
  write({ ...list, samples: list.samples.filter((_, at) => at !== index) });
}

export function clearSamples() {
  write({ ...readQuoteList(), samples: [] });
}

/** Calls `onChange` when the list changes, in this tab or another; returns the unsubscribe. */
export function subscribeToQuoteList(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
