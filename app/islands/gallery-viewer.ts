import { keyStep, swipeStep, wrapIndex } from "~/ui/carousel-steps";
import { opensElsewhere } from "./product-cards";

/*
 * The gallery's viewer on a page without the client app (features/site/gallery-viewer-shell.tsx).
 * Each picture of the grid is a link to its colour's own page, which works before this runs; this
 * makes it a button that opens the full-screen <dialog> at that picture instead, as the app's
 * viewer (gallery-viewer.tsx) does: previous and next wrapping at both ends, the arrow keys, a
 * swipe, a tap around the picture or Escape to close, and focus back on the picture that opened it.
 */

export function runGalleryViewer() {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-gallery-viewer]");
  const tiles = [...document.querySelectorAll<HTMLAnchorElement>("a[data-gallery-item]")];
  if (!dialog || tiles.length === 0) return;
  const viewer = dialog;
  const stage = viewer.querySelector<HTMLElement>("[data-viewer-stage]")!;
  const title = viewer.querySelector<HTMLElement>("#gallery-viewer-title")!;
  const colour = viewer.querySelector<HTMLElement>("#gallery-viewer-colour")!;
  const counter = viewer.querySelector<HTMLElement>("[data-viewer-counter]")!;
  const position = viewer.querySelector<HTMLElement>("[data-viewer-position]")!;
  const pictures = document.querySelectorAll<HTMLTemplateElement>("template[data-viewer-picture]");
  const count = tiles.length;
  let current = 0;
  let opener: HTMLElement | null = null;

  /** A tile's words (its title and colour, with their languages), as the grid shows them. */
  const wordsOf = (tile: HTMLElement) => {
    const [titleText, colourText] = (tile.getAttribute("aria-labelledby") ?? "").split(" ").map((id) => document.getElementById(id));
    return { title: titleText, colour: colourText };
  };
  const copyText = (from: HTMLElement | null | undefined, to: HTMLElement) => {
    to.textContent = from?.textContent ?? "";
    const lang = from?.getAttribute("lang");
    if (lang) to.setAttribute("lang", lang);
    else to.removeAttribute("lang");
  };

  function show(index: number) {
    current = wrapIndex(index, count);
    const words = wordsOf(tiles[current]!);
    copyText(words.title, title);
    copyText(words.colour, colour);
    counter.textContent = `${current + 1} / ${count}`;
    position.textContent = (viewer.dataset.position ?? "").replace("{current}", String(current + 1)).replace("{count}", String(count));
    const picture = pictures[current]?.content.cloneNode(true);
    stage.replaceChildren(...(picture ? [picture] : []));
    // The neighbours' pictures are fetched quietly, so previous and next show at once.
    for (const step of [1, -1]) {
      const neighbour = pictures[wrapIndex(current + step, count)]?.content.querySelector("img");
      if (neighbour) {
        const image = new Image();
        image.sizes = neighbour.sizes;
        image.srcset = neighbour.srcset;
        image.src = neighbour.src;
      }
    }
  }

  function open(index: number, from: HTMLElement) {
    opener = from;
    show(index);
    viewer.showModal();
  }

  tiles.forEach((tile, index) => {
    tile.setAttribute("role", "button");
    tile.setAttribute("aria-haspopup", "dialog");
    tile.addEventListener("click", (event) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      open(index, tile);
    });
    // Buttons also answer to Space (Enter already arrives as a click).
    tile.addEventListener("keydown", (event) => {
      if (event.key !== " ") return;
      event.preventDefault();
      open(index, tile);
    });
  });

  for (const button of viewer.querySelectorAll<HTMLButtonElement>("[data-viewer-step]")) {
    button.addEventListener("click", () => show(current + Number(button.dataset.viewerStep)));
  }
  viewer.querySelector("[data-viewer-close]")?.addEventListener("click", () => viewer.close());

  viewer.addEventListener("keydown", (event) => {
    // Focus goes round the viewer's controls, never out to the browser's.
    if (event.key === "Tab") {
      const controls = [...viewer.querySelectorAll<HTMLElement>("button")];
      const at = controls.indexOf(document.activeElement as HTMLElement);
      const last = controls.length - 1;
      if ((event.shiftKey && at <= 0) || (!event.shiftKey && at === last)) {
        event.preventDefault();
        controls[event.shiftKey ? last : 0]!.focus();
      }
      return;
    }
    // Arrow keys pressed with Alt, Ctrl, Meta or Shift are the browser's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    show(current + step);
  });

  // A tap on the dark space around the picture closes the viewer, as in most lightboxes.
  stage.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target === stage || target.tagName === "PICTURE") viewer.close();
  });

  // A swipe with a finger or a pen; a mouse drags as usual.
  let swipeStart: { x: number; y: number } | null = null;
  stage.addEventListener("pointerdown", (event) => {
    swipeStart = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
  });
  stage.addEventListener("pointerup", (event) => {
    const start = swipeStart;
    swipeStart = null;
    if (!start) return;
    const step = swipeStep(start, { x: event.clientX, y: event.clientY });
    if (step !== 0) show(current + step);
  });
  stage.addEventListener("pointercancel", () => (swipeStart = null));

  viewer.addEventListener("close", () => {
    stage.replaceChildren();
    counter.textContent = "";
    position.textContent = "";
    // Back to the picture that opened the viewer, wherever the visitor browsed to since.
    opener?.focus();
    opener = null;
  });
}
