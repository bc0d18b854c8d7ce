import { Check, ImageIcon, LibraryBig, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";

/*
 * "Choose from the library" (decision 068): a button beside a picture field's "Upload" that opens
 * the media library in a dialog, searched and paged through GET /api/admin/media, and hands the
 * pictures chosen to the field. Nothing is uploaded again: the field keeps the picture's stored
 * key, as after an upload. It needs scripts; without them the field's upload still works.
 */

/** A picture of the library as its JSON lists it. */
export interface LibraryPicture {
  id: number;
  /** The stored key: the value a picture field keeps. */
  path: string;
  fileName: string;
  width: number;
  height: number;
  descriptionEn: string;
  descriptionFr: string;
  /** A signed small preview. */
  thumbnail: string;
}

type LibraryPage = { items: LibraryPicture[]; total: number; page: number; pages: number };
type Reading = { state: "loading" } | { state: "failed" } | { state: "read"; items: LibraryPicture[]; total: number; page: number; pages: number };

const LIBRARY = "/api/admin/media";
/** Typing waits this long for a pause before the library is searched. */
const SEARCH_PAUSE_MS = 250;

async function readLibrary(words: string, page: number, signal: AbortSignal): Promise<LibraryPage | null> {
  const params = new URLSearchParams();
  if (words) params.set("q", words);
  if (page > 1) params.set("page", String(page));
  try {
    const response = await fetch(`${LIBRARY}?${params}`, { headers: { Accept: "application/json" }, signal });
    if (!response.ok) return null;
    const answer = (await response.json()) as LibraryPage;
    return Array.isArray(answer.items) ? answer : null;
  } catch {
    return null;
  }
}

interface ChooseFromLibraryProps {
  /** Several pictures at once (a gallery, a product's colours). */
  multiple?: boolean;
  disabled?: boolean;
  /** What the chosen pictures are for, e.g. the field's label: the dialog's title names it. */
  label: string;
  onChoose: (pictures: LibraryPicture[]) => void;
}

/** The button and, once pressed, the dialog. Shown only once scripts run. */
export function ChooseFromLibrary({ multiple = false, disabled, label, onChoose }: ChooseFromLibraryProps) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        <LibraryBig aria-hidden="true" className="size-4" />
        {t("images.library.choose")}
      </Button>
      {open ? (
        <MediaPickerDialog
          multiple={multiple}
          label={label}
          onClose={() => setOpen(false)}
          onChoose={(pictures) => {
            setOpen(false);
            onChoose(pictures);
          }}
        />
      ) : null}
    </>
  );
}

interface MediaPickerDialogProps {
  multiple: boolean;
  label: string;
  onClose: () => void;
  onChoose: (pictures: LibraryPicture[]) => void;
}

/** The library in a dialog: search, a grid to pick from, "Show more", and "Use". */
export function MediaPickerDialog({ multiple, label, onClose, onChoose }: MediaPickerDialogProps) {
  const { t } = useT();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [words, setWords] = useState("");
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<Reading>({ state: "loading" });
  const [chosen, setChosen] = useState<LibraryPicture[]>([]);
  const [nothingChosen, setNothingChosen] = useState(false);
  const search = useRef<HTMLInputElement>(null);

  // A pause in typing searches; the page starts again at the first.
  useEffect(() => {
    const timer = setTimeout(() => {
      setWords(typed.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    const controller = new AbortController();
    // The library is the outside state read here; the first page replaces, "Show more" appends.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (page === 1) setReading({ state: "loading" });
    void readLibrary(words, page, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (!answer) return setReading({ state: "failed" });
      setReading((before) => ({
        state: "read",
        items: page > 1 && before.state === "read" ? [...before.items, ...answer.items] : answer.items,
        total: answer.total,
        page: answer.page,
        pages: answer.pages,
      }));
    });
    return () => controller.abort();
  }, [words, page]);

  const isChosen = (picture: LibraryPicture) => chosen.some((one) => one.id === picture.id);
  const toggle = (picture: LibraryPicture) => {
    setNothingChosen(false);
    setChosen((before) =>
      isChosen(picture) ? before.filter((one) => one.id !== picture.id) : multiple ? [...before, picture] : [picture],
    );
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setWords(typed.trim());
    setPage(1);
  };
  const use = () => {
    if (chosen.length === 0) {
      setNothingChosen(true);
      return;
    }
    onChoose(chosen);
  };

  const status =
    reading.state === "loading" ? t("images.library.loading")
    : reading.state === "failed" ? t("images.library.failed")
    : reading.total === 0 ? t("images.library.empty")
    : t("images.library.count", { count: reading.total });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        wide
        closeLabel={t("common.close")}
        className="grid-rows-[auto_auto_minmax(0,1fr)_auto] text-charcoal"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          search.current?.focus();
        }}
      >
        <div className="pr-10">
          <DialogTitle className="font-display text-2xl [overflow-wrap:anywhere]">
            {t(multiple ? "images.library.titleMany" : "images.library.title")}
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-bark">{t("images.library.for", { label })}</DialogDescription>
        </div>
        <form role="search" onSubmit={submitSearch} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-semibold text-bark">
              {t("images.library.search")}
            </label>
            <input
              ref={search}
              id={`${id}-search`}
              type="search"
              value={typed}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
              className="field-control min-h-10 w-full py-2"
            />
          </div>
          <Button type="submit" variant="outline" size="sm">
            <Search aria-hidden="true" className="size-4" />
            {t("images.library.searchButton")}
          </Button>
        </form>
        <div className="min-h-48 overflow-y-auto rounded-sm border border-sand bg-white p-3" aria-busy={reading.state === "loading" || undefined}>
          <p role="status" className="mb-3 text-sm text-stone">
            {status}
          </p>
          {reading.state === "read" && reading.items.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t("images.library.pictures")}>
              {reading.items.map((picture) => (
                <li key={picture.id}>
                  <LibraryTile picture={picture} chosen={isChosen(picture)} onToggle={() => toggle(picture)} />
                </li>
              ))}
            </ul>
          ) : null}
          {reading.state === "read" && reading.page < reading.pages ? (
            <div className="mt-4 flex justify-center">
              <Button type="button" variant="outline" size="sm" onClick={() => setPage(reading.page + 1)}>
                {t("images.library.more")}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className={cn("mr-auto text-sm", nothingChosen ? "font-medium text-error" : "text-stone")} aria-live="polite">
            {nothingChosen ? t("images.library.noneChosen") : chosen.length ? t("images.library.chosen", { count: chosen.length }) : ""}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="button" size="sm" onClick={use}>
            {multiple ? t("images.library.useMany", { count: chosen.length }) : t("images.library.use")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function LibraryTile({ picture, chosen, onToggle }: { picture: LibraryPicture; chosen: boolean; onToggle: () => void }) {
  const { t } = useT();
  const description = picture.descriptionEn || picture.descriptionFr;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onToggle}
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-sm border bg-ivory text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut",
        chosen ? "border-walnut ring-2 ring-walnut" : "border-sand hover:border-walnut/50",
      )}
    >
      <span className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-linen">
        {picture.thumbnail ? (
          <img src={picture.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-6 text-stone" />
        )}
      </span>
      <span className="block min-w-0 px-2 py-1.5">
        <span className="block truncate text-xs font-semibold text-charcoal">{picture.fileName}</span>
        <span className={cn("block truncate text-xs", description ? "text-bark" : "text-stone italic")}>
          {description || t("images.library.noDescription")}
        </span>
      </span>
      {chosen ? (
        <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-walnut text-ivory shadow">
          <Check aria-hidden="true" className="size-4" />
        </span>
      ) : null}
    </button>
  );
}
